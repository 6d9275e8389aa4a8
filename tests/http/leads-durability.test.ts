import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { csrfHeaders, openCsrfSession } from "../support/csrf-session";
import { createTestDatabase, createTestPglite } from "../support/database";
import { fetchRaw, startServer } from "../support/server";

const root = fileURLToPath(new URL("../..", import.meta.url));
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const lead = {
  firstName: "Durable",
  surname: "Lead",
  cellphone: "0825551234",
  product: "business",
  sourcePath: "/business",
  consent: true,
};
/** Leads acknowledged before the kill; each sender then keeps going until the dead server refuses it. */
const ACKNOWLEDGED_BEFORE_KILL = 40;
const SENDERS = 6;

/** Where a server keeps its leads, as the environment of a server or of `npm run leads`. */
async function storage(kind: "pglite" | "postgres"): Promise<Record<string, string>> {
  if (kind === "pglite") {
    const database = await createTestPglite();
    await database.close();
    cleanups.push(() => database.destroy());
    return { DATA_DIR: database.dataDir };
  }
  const database = await createTestDatabase();
  cleanups.push(() => database.destroy());
  return { DATABASE_URL: database.url };
}

describe("leads acknowledged before the server is killed", () => {
  it.each(["pglite", "postgres"] as const)(
    "are all there, once each, after a restart (%s)",
    { timeout: 180_000 },
    async (kind) => {
      const env = { ...(await storage(kind)), TRUST_PROXY: "true" };
      const first = await startServer(env);
      const session = await openCsrfSession(first.url);
      const acknowledged = new Map<string, string>();
      let killed = false;
      /** Senders whose request failed after the kill: the server was gone while they were still sending. */
      let refusedAfterKill = 0;
      const sender = async (senderIndex: number) => {
        for (let index = 0; index < 1_000; index += 1) {
          const key = `durable-${senderIndex}-${index}`;
          try {
            const response = await fetchRaw(`${first.url}/api/leads`, {
              method: "POST",
              // A new address per lead, so the rate limit never answers instead of the database.
              headers: csrfHeaders(session, {
                "Idempotency-Key": key,
                "X-Forwarded-For": `10.${senderIndex}.${index >> 8}.${index & 255}`,
              }),
              body: JSON.stringify(lead),
            });
            // A response written before the kill still counts: its lead must be stored.
            if (response.status === 201) acknowledged.set(key, ((await response.json()) as { id: string }).id);
          } catch {
            // The connection died with the server: this lead was never acknowledged, and this sender stops.
            if (killed) {
              refusedAfterKill += 1;
              return;
            }
          }
          if (!killed && acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL) {
            killed = true;
            first.process.kill("SIGKILL");
          }
        }
      };
      await Promise.all(Array.from({ length: SENDERS }, (_, index) => sender(index)));
      if (first.process.exitCode === null && first.process.signalCode === null) await once(first.process, "exit");
      expect(first.process.signalCode).toBe("SIGKILL");
      expect(acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      // Every sender was still sending when the server died.
      expect(refusedAfterKill).toBe(SENDERS);

      const second = await startServer(env);
      cleanups.push(async () => void (await second.stop()));
      // Every acknowledged lead answers its retry with the id it was given.
      const again = await openCsrfSession(second.url);
      for (const [key, id] of acknowledged) {
        const response = await fetchRaw(`${second.url}/api/leads`, {
          method: "POST",
          headers: csrfHeaders(again, { "Idempotency-Key": key, "X-Forwarded-For": "10.255.0.1" }),
          body: JSON.stringify(lead),
        });
        expect(response.status, key).toBe(201);
        expect(response.headers.get("idempotent-replayed"), key).toBe("true");
        // The same lead answers the retry: its id and the reference the visitor was given.
        expect(await response.json()).toEqual({ id, reference: expect.stringMatching(/^UF-/) });
      }
      expect(await second.stop()).toBe(0);

      const exported = spawnSync(process.execPath, ["build/app-server/leads.js", "export"], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: undefined, ...env, LOG_LEVEL: "silent" },
        encoding: "utf8",
      });
      expect(exported.status, exported.stderr).toBe(0);
      const ids = exported.stdout
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[0]);
      for (const id of acknowledged.values())
        expect(
          ids.filter((stored) => stored === id),
          id,
        ).toHaveLength(1);
    },
  );
});
