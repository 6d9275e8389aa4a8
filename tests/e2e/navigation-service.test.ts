import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShellDefinitions } from "~/content/navigation/shell-seed";
import { launchBrowser, openPage, waitForHydration } from "../support/browser";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

const ADMIN_TOKEN = "e2e-admin-token-0123456789";
const headerUrl = (server: RunningServer, site = "umoya-web") =>
  `${server.url}/wol-ms-header-footer/header?siteid=${site}`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_TOKEN }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const readNavCache = (page: Page) => page.evaluate(() => localStorage.getItem("navCache"));

describe("the navigation in the browser", () => {
  it("caches the header service's navigation under navCache after the page loads", async () => {
    const { page, context, errors } = await openPage(browser, 1400);
    await page.goto(`${server.url}/business`);
    await page.waitForFunction(() => localStorage.getItem("navCache") !== null);
    expect(JSON.parse((await readNavCache(page)) ?? "null")).toEqual({
      version: 1,
      navigation: seedShellDefinitions().navigation,
    });
    await expect(page.locator(".warning-banner").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the cached navigation when the endpoint answers garbage, and reports it to the client log", async () => {
    const { page, context, errors } = await openPage(browser, 1000);
    const cached = { version: 99, navigation: { values: [{ title: "Cached menu", path: "/business", children: [] }] } };
    await context.addInitScript((value) => localStorage.setItem("navCache", value), JSON.stringify(cached));
    await page.route("**/wol-ms-header-footer/header?*", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<html>oops</html>" }),
    );
    const logged: unknown[] = [];
    // Answered 404, like a server without the client log: the report is sent all the same.
    await page.route("**/api/logs", async (route) => {
      logged.push(JSON.parse(route.request().postData() ?? "null"));
      await route.fulfill({
        status: 404,
        contentType: "application/json",
        body: '{"error":{"code":"not_found","message":"no"}}',
      });
    });
    await page.goto(`${server.url}/fleet-solutions`);
    await expect.poll(() => logged.length).toBeGreaterThan(0);
    expect(logged[0]).toMatchObject({ level: "warn", kind: "navigation", url: "/fleet-solutions" });
    expect(JSON.parse((await readNavCache(page)) ?? "null")).toEqual(cached);
    await expect(
      page
        .locator("footer.site-footer")
        .getByRole("link", { name: /PAIA manual/ })
        .count(),
    ).resolves.toBe(1);
    expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
    await context.close();
  });

  it("shows the maintenance warning when the service publishes a bare menu list, until dismissed for the session", async () => {
    const live = (await (await fetchRaw(headerUrl(server))).json()) as { result: string };
    const published = await fetchRaw(headerUrl(server), {
      method: "PUT",
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify((JSON.parse(live.result) as { values: unknown[] }).values),
    });
    expect(published.status).toBe(201);

    const { page, context, errors } = await openPage(browser, 375);
    await page.goto(`${server.url}/business`);
    const banner = page.getByRole("region", { name: "Service notice" });
    // Server-rendered: the first HTML already carries the warning, before any script runs.
    await expect(banner.textContent()).resolves.toContain("We'll be back online soon!");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Dismiss this notice" }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await expect(page.evaluate(() => sessionStorage.getItem("dr_error_2021"))).resolves.toBe("true");
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => banner.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
