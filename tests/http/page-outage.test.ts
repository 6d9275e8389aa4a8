import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hasPostgresServer, startPrivatePostgres, type PrivateService } from "../support/private-services";
import { fetchRaw, startServer, type RunningServer, WITH_WARM_UP } from "../support/server";

/** A PostgreSQL of this file's own, stopped as an outage would; the shared one is never touched. */
let postgres: PrivateService;
let server: RunningServer;
let carPath: string;

describe.skipIf(!hasPostgresServer)("pages while the database is down", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    server = await startServer({ ...WITH_WARM_UP, DATABASE_URL: postgres.url });
    await vi.waitFor(
      () => {
        if (!server.logs.some((line) => line.msg === "pages rendered")) throw new Error("pages not rendered yet");
      },
      { timeout: 60_000, interval: 100 },
    );
    const search = (await (await fetchRaw(`${server.url}/api/vehicles?pageSize=1`)).json()) as {
      vehicles: { path: string }[];
    };
    carPath = search.vehicles[0]?.path ?? "";
    expect(carPath).toMatch(/^\/find-a-car\/\d+-/);
    await postgres.stop();
  });

  afterAll(async () => {
    await server?.stop();
    await postgres?.destroy();
  });

  it("answers a page it holds no copy of, and that needs the database, 503 with Retry-After, never 500", async () => {
    const id = /^\/find-a-car\/(\d+)/.exec(carPath)?.[1] ?? "";
    for (const path of [carPath, `/find-a-car/${id}`, `${carPath}.data`, "/blog?page=2"]) {
      const response = await fetchRaw(`${server.url}${path}`);
      expect(response.status, path).toBe(503);
      expect(Number(response.headers.get("retry-after")), path).toBeGreaterThan(0);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("still answers the site's own pages and the not-found page from their copies", async () => {
    for (const path of ["/blog", "/business", "/find-a-car", "/call-me-back"]) {
      expect((await fetchRaw(`${server.url}${path}`)).status, path).toBe(200);
    }
    expect((await fetchRaw(`${server.url}/no-such-page`)).status).toBe(404);
  });
});
