import { describe, expect, it, vi } from "vitest";
import { createLogger } from "../logger";
import { loadConfig } from "../config";
import { SiteDefinitionsService } from "./service";
import type { PublishedDefinition, SiteDefinitionsStore } from "./store";

const logger = createLogger(loadConfig({ LOG_LEVEL: "silent" }));

const version = (n: number): PublishedDefinition => ({
  kind: "header",
  siteId: "umoya-web",
  version: n,
  publishedAt: new Date(0),
  definition: { values: [] },
  json: '{"values":[]}',
  etag: `"${n}-x"`,
});

describe("SiteDefinitionsService", () => {
  it("answers from memory while a read is fresh, and keeps the last good read while the database fails", async () => {
    const live = vi.fn().mockResolvedValueOnce(version(1)).mockRejectedValue(new Error("connection refused"));
    const service = new SiteDefinitionsService({
      store: { live } as unknown as SiteDefinitionsStore,
      logger,
      freshForMs: 20,
    });
    expect((await service.live("header", "umoya-web"))?.version).toBe(1);
    expect((await service.live("header", "umoya-web"))?.version).toBe(1);
    expect(live).toHaveBeenCalledTimes(1);
    // Once the read is stale (after 20 ms), a call is answered at once with the last read while the next
    // read fails in the background: every answer meanwhile is the last good one.
    await expect
      .poll(async () => {
        expect((await service.live("header", "umoya-web"))?.version).toBe(1);
        return live.mock.calls.length;
      })
      .toBeGreaterThanOrEqual(2);
    expect((await service.live("header", "umoya-web"))?.version).toBe(1);
  });

  it("holds what this copy publishes at once", async () => {
    const store = {
      live: vi.fn().mockResolvedValue(version(1)),
      publish: vi.fn().mockResolvedValue(version(2)),
    } as unknown as SiteDefinitionsStore;
    const service = new SiteDefinitionsService({ store, logger, freshForMs: 60_000 });
    expect((await service.live("header", "umoya-web"))?.version).toBe(1);
    await service.publish("header", "umoya-web", { values: [] });
    expect((await service.live("header", "umoya-web"))?.version).toBe(2);
  });

  it("throws when the database fails before anything was read", async () => {
    const service = new SiteDefinitionsService({
      store: { live: vi.fn().mockRejectedValue(new Error("down")) } as unknown as SiteDefinitionsStore,
      logger,
    });
    await expect(service.live("footer", "umoya-web")).rejects.toThrow();
  });
});
