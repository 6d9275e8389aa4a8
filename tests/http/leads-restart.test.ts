import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { csrfHeaders, openCsrfSession } from "../support/csrf-session";
import { createTestPglite, type TestPglite } from "../support/database";
import { fetchRaw, startServer } from "../support/server";

const root = fileURLToPath(new URL("../..", import.meta.url));
let database: TestPglite;

beforeAll(async () => {
  database = await createTestPglite();
  // One process owns a PGlite folder: the servers below open it.
  await database.close();
});

afterAll(async () => {
  await database?.destroy();
});

async function sendLead(url: string, key: string) {
  const session = await openCsrfSession(url);
  const response = await fetchRaw(`${url}/api/leads`, {
    method: "POST",
    headers: csrfHeaders(session, { "Idempotency-Key": key }),
    body: JSON.stringify({
      firstName: "Lerato",
      surname: "Mokoena",
      cellphone: "0715550123",
      product: "solarFinance",
      sourcePath: "/solar-finance",
      consent: true,
    }),
  });
  return {
    status: response.status,
    replayed: response.headers.get("idempotent-replayed"),
    id: ((await response.json()) as { id: string }).id,
  };
}

// Two starts of the embedded database: slower than the default test time on a busy machine.
it("keeps stored leads when the server restarts (embedded database in DATA_DIR)", { timeout: 120_000 }, async () => {
  const key = "restart-test-lead-1";
  const first = await startServer({ DATA_DIR: database.dataDir });
  const sent = await sendLead(first.url, key);
  expect(sent.status).toBe(201);
  expect(await first.stop()).toBe(0);

  const second = await startServer({ DATA_DIR: database.dataDir });
  try {
    // The retry after the restart finds the lead stored before it.
    const again = await sendLead(second.url, key);
    expect(again).toEqual({ status: 201, replayed: "true", id: sent.id });
  } finally {
    await second.stop();
  }

  const exported = spawnSync(process.execPath, ["build/app-server/leads.js", "export"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: database.dataDir },
    encoding: "utf8",
  });
  expect(exported.status).toBe(0);
  expect(exported.stdout.split("\r\n").filter((line) => line.startsWith(`${sent.id},`))).toHaveLength(1);
});
