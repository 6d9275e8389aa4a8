import { describe, expect, it, vi } from "vitest";
import { MAINTENANCE_WARNING, type NavigationDefinition } from "./navigation-definition";
import { refreshNavigation, type NavigationRefreshEnvironment } from "./navigation-refresh";
import { NAV_CACHE_KEY } from "./navigation-endpoint";

const definition = (title: string): NavigationDefinition => ({ values: [{ title, path: "/business", children: [] }] });
const serverNavigation = definition("From the server");

function environment(answer: () => Promise<Response>, cached?: unknown) {
  const store = new Map<string, unknown>(cached === undefined ? [] : [[NAV_CACHE_KEY, cached]]);
  const shown: NavigationDefinition[] = [];
  const reports: string[] = [];
  const env: NavigationRefreshEnvironment = {
    current: serverNavigation,
    siteId: "umoya-web",
    cache: { get: (key) => store.get(key), set: (key, value) => (store.set(key, value), true) },
    fetch: vi.fn(answer) as unknown as typeof fetch,
    show: (value) => shown.push(value),
    report: (reason) => reports.push(reason),
  };
  return { env, store, shown, reports };
}

const answer =
  (result: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify({ result: JSON.stringify(result) }), { status }));

describe("refreshNavigation", () => {
  it("shows the cached copy at once, then the fresh one, and caches the fresh one", async () => {
    const { env, store, shown, reports } = environment(answer(definition("Fresh")), definition("Cached"));
    await refreshNavigation(env);
    expect(shown.map((value) => value.values[0]?.title)).toEqual(["Cached", "Fresh"]);
    expect(store.get(NAV_CACHE_KEY)).toEqual(definition("Fresh"));
    expect(env.fetch).toHaveBeenCalledWith("/wol-ms-header-footer/header?siteid=umoya-web", expect.anything());
    expect(reports).toEqual([]);
  });

  it("re-renders nothing when the endpoint answers what is already shown", async () => {
    const { env, shown } = environment(answer(serverNavigation));
    await refreshNavigation(env);
    expect(shown).toEqual([]);
  });

  it("treats the same definition written with its keys in another order as unchanged, and caches it", async () => {
    const reordered = { values: [{ children: [], path: "/business", title: "From the server" }] };
    const { env, store, shown, reports } = environment(answer(reordered));
    await refreshNavigation(env);
    expect(shown).toEqual([]);
    expect(store.get(NAV_CACHE_KEY)).toEqual(serverNavigation);
    expect(reports).toEqual([]);
  });

  it("wraps a bare array with the maintenance warning", async () => {
    const { env, shown } = environment(answer(serverNavigation.values));
    await refreshNavigation(env);
    expect(shown[0]?.warning).toEqual(MAINTENANCE_WARNING);
  });

  it.each([
    ["an error status", () => Promise.resolve(new Response('{"error":{}}', { status: 503 }))],
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["HTML instead of JSON", () => Promise.resolve(new Response("<html></html>", { status: 200 }))],
    [
      "a definition that fails the schema",
      answer({ values: [{ title: "x", path: "javascript:alert(1)", children: [] }] }),
    ],
  ])("keeps the cached navigation and reports %s", async (_label, failing) => {
    const { env, store, shown, reports } = environment(failing, definition("Cached"));
    await refreshNavigation(env);
    expect(shown.map((value) => value.values[0]?.title)).toEqual(["Cached"]);
    expect(store.get(NAV_CACHE_KEY)).toEqual(definition("Cached"));
    expect(reports).toHaveLength(1);
  });

  it("ignores a cached copy that is not a valid definition", async () => {
    const { env, shown } = environment(() => Promise.reject(new TypeError("offline")), { values: "nonsense" });
    await refreshNavigation(env);
    expect(shown).toEqual([]);
  });
});
