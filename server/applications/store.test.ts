import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#test-support/database";
import { queryRows } from "../db/client";
import type { Logger } from "../logger";
import { createApplicationService } from "./service";
import { databaseApplicationStore, type ApplicationOutbox } from "./store";

let database: TestDatabase;
const DAY = 24 * 3600 * 1000;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as Logger;

const exists = async (id: string) =>
  (
    await queryRows<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM applications WHERE id = ${id}`,
    )
  )[0]?.count === 1;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

describe("the applications store", () => {
  it("purges drafts untouched for 30 days, and nothing submitted or more recent", async () => {
    let now = new Date("2026-01-01T08:00:00Z");
    const store = databaseApplicationStore(database.db, (work) => database.db.transaction(work));
    const service = createApplicationService({ store, logger: silent, now: () => now });
    const stale = await service.create();
    const submitted = await store.create("0".repeat(64), now);
    await database.db.execute(sql`UPDATE applications SET status = 'submitted' WHERE id = ${submitted.id}`);
    now = new Date(now.getTime() + 29 * DAY);
    const recent = await service.create();
    // The stale draft is touched no more; 30 days and a minute after it was started it goes.
    now = new Date(now.getTime() + DAY + 60_000);
    expect(await service.purgeStaleDrafts()).toBe(1);
    expect(await exists(stale.id)).toBe(false);
    expect(await exists(submitted.id)).toBe(true);
    expect(await exists(recent.id)).toBe(true);
  });

  it("purges a draft withdrawn 30 days ago, never an application withdrawn after its submit", async () => {
    let now = new Date("2026-03-01T08:00:00Z");
    const store = databaseApplicationStore(database.db, (work) => database.db.transaction(work));
    const service = createApplicationService({ store, logger: silent, now: () => now });
    const draft = await service.create();
    const sent = await store.create("2".repeat(64), now);
    await database.db.execute(
      sql`UPDATE applications SET status = 'submitted', submitted_at = ${now.toISOString()}, reference = 'UA-PURG-0001' WHERE id = ${sent.id}`,
    );
    // Withdrawn 10 days after they were last changed.
    now = new Date(now.getTime() + 10 * DAY);
    expect(await store.withdraw(draft.id, now, ["draft", "submitted"])).toBe("draft");
    expect(await store.withdraw(sent.id, now, ["draft", "submitted"])).toBe("submitted");
    // 30 days after the last change, but not after the withdrawal: kept.
    now = new Date(now.getTime() + 20 * DAY + 60_000);
    await service.purgeStaleDrafts();
    expect(await exists(draft.id)).toBe(true);
    now = new Date(now.getTime() + 10 * DAY);
    await service.purgeStaleDrafts();
    expect(await exists(draft.id)).toBe(false);
    expect(await exists(sent.id)).toBe(true);
  });

  it("writes a submit and its event in one transaction: an outbox that fails leaves the draft as it was", async () => {
    const failing: ApplicationOutbox = {
      enqueueApplicationEvent: () => Promise.reject(new Error("queue down")),
      committed: () => undefined,
    };
    const store = databaseApplicationStore(database.db, (work) => database.db.transaction(work), failing);
    const { id } = await store.create("1".repeat(64), new Date());
    const consent = { textVersion: "v", givenAt: new Date() };
    await expect(
      store.submit(id, {
        reference: "UA-TEST-0001",
        submittedAt: new Date(),
        affordability: null,
        creditBureau: consent,
        privacy: consent,
        marketing: null,
        declaration: consent,
      }),
    ).rejects.toThrow("queue down");
    expect((await store.find(id))?.status).toBe("draft");
    expect((await store.find(id))?.reference).toBeNull();
  });
});
