import { describe, expect, it, vi } from "vitest";
import { MAINTENANCE_WARNING, type NavigationDefinition } from "./navigation-definition";
import { refreshNavigation, type NavigationRefreshEnvironment, type VersionedNavigation } from "./navigation-refresh";
import { NAV_CACHE_KEY } from "./navigation-endpoint";

const definition = (title: string): NavigationDefinition => ({ values: [{ title, path: "/business", children: [] }] });
const onPage: VersionedNavigation = { version: 5, navigation: definition("From the server") };

function environment(answer: () => Promise<Response>, cached?: unknown) {
  const store = new Map<string, unknown>(cached === undefined ? [] : [[NAV_CACHE_KEY, cached]]);
  const shown: VersionedNavigation[] = [];
  const reports: string[] = [];
  const env: NavigationRefreshEnvironment = {
    current: onPage,
    siteId: "umoya-web",
    cache: { get: (key) => store.get(key), set: (key, value) => (store.set(key, value), true) },
    fetch: vi.fn(answer) as unknown as typeof fetch,
    show: (value) => shown.push(value),
    report: (reason) => reports.push(reason),
  };
  return { env, store, shown, reports };
}

const answer =
  (result: unknown, version: number | undefined, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify({ result: JSON.stringify(result), version }), { status }));

const titles = (shown: VersionedNavigation[]) => shown.map((value) => value.navigation.values[0]?.title);

describe("refreshNavigation", () => {
  it("shows a newer cached copy at once, then a newer fetched one, and caches the newest", async () => {
    const { env, store, shown, reports } = environment(answer(definition("Fresh"), 7), {
      version: 6,
      navigation: definition("Cached"),
    });
    await refreshNavigation(env);
    expect(titles(shown)).toEqual(["Cached", "Fresh"]);
    expect(store.get(NAV_CACHE_KEY)).toEqual({ version: 7, navigation: definition("Fresh") });
    expect(env.fetch).toHaveBeenCalledWith("/wol-ms-header-footer/header?siteid=umoya-web", expect.anything());
    expect(reports).toEqual([]);
  });

  it("never shows a cached copy or an answer older than the page, and caches the page's navigation instead", async () => {
    const { env, store, shown, reports } = environment(answer(definition("Old answer"), 4), {
      version: 3,
      navigation: definition("Old cache"),
    });
    await refreshNavigation(env);
    expect(shown).toEqual([]);
    expect(store.get(NAV_CACHE_KEY)).toEqual(onPage);
    expect(reports).toEqual([]);
  });

  it("shows nothing for an answer of the same version, even if the text differs", async () => {
    const { env, shown } = environment(answer(definition("Same version"), 5));
    await refreshNavigation(env);
    expect(shown).toEqual([]);
  });

  it("ignores a cached copy without a version (written by an older site)", async () => {
    const { env, shown } = environment(() => Promise.reject(new TypeError("offline")), definition("Unversioned"));
    await refreshNavigation(env);
    expect(shown).toEqual([]);
  });

  it("wraps a bare array with the maintenance warning", async () => {
    const { env, shown } = environment(answer(onPage.navigation.values, 6));
    await refreshNavigation(env);
    expect(shown[0]?.navigation.warning).toEqual(MAINTENANCE_WARNING);
  });

  it.each([
    ["an error status", () => Promise.resolve(new Response('{"error":{}}', { status: 503 }))],
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["HTML instead of JSON", () => Promise.resolve(new Response("<html></html>", { status: 200 }))],
    [
      "a newer definition that fails the schema",
      answer({ values: [{ title: "x", path: "javascript:alert(1)", children: [] }] }, 9),
    ],
  ])("keeps the cached navigation and reports %s", async (_label, failing) => {
    const cached = { version: 6, navigation: definition("Cached") };
    const { env, store, shown, reports } = environment(failing, cached);
    await refreshNavigation(env);
    expect(titles(shown)).toEqual(["Cached"]);
    expect(store.get(NAV_CACHE_KEY)).toEqual(cached);
    expect(reports).toHaveLength(1);
  });

  it("ignores a newer cached copy that is not a valid definition", async () => {
    const { env, shown } = environment(() => Promise.reject(new TypeError("offline")), {
      version: 9,
      navigation: { values: "nonsense" },
    });
    await refreshNavigation(env);
    expect(shown).toEqual([]);
  });
});
