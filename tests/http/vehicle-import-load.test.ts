import { rm } from "node:fs/promises";
import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { VEHICLE_IMPORT_MAX_ROWS } from "../../server/vehicles/vehicle-csv";
import { createTestPglite } from "../support/database";
import { fetchRaw, startServer, type RunningServer, WITH_WARM_UP } from "../support/server";

/**
 * A dealer feed of the largest size on the embedded database (one connection, on the server's own thread):
 * the site keeps answering its pages while the feed is written. Written in one transaction, a page asked
 * for meanwhile waited for nearly the whole write (3.5 s of a 4 s import on a busy machine; 1.7-2.0 s on a
 * quiet one); written in small steps, a page waits for one step, or for the one UPDATE that shows the rows
 * and the search index rebuilt after it (0.8-2.1 s of a 4-6 s import on the same busy machine). What is
 * checked is the order, not the clock: pages asked for one after another keep being answered while the feed
 * is written (in one transaction, one or two were; in steps, dozens), however fast the machine is.
 */

const ADMIN_TOKEN = "vehicle-import-load-token-0123456789";

/**
 * GETs a page on a connection of its own and resolves with its status, or with the error's text. Not over a
 * kept-alive connection: while a step of the import holds the server's thread longer than its keep-alive time
 * (5 s, which a loaded test machine reaches), the server closes the idle connection when the thread is back, and
 * a request already sent on it is reset unread. A browser asks again on a new connection; fetch reports the reset.
 */
function pageStatus(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? "no status"));
      response.on("error", (error) => resolve(String(error)));
    }).on("error", (error) => resolve(String(error)));
  });
}

let server: RunningServer;
let dataDir: string;

describe("a 10 000-row dealer feed on the embedded database", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    const database = await createTestPglite({ migrate: false });
    await database.close();
    dataDir = database.dataDir;
    server = await startServer({ ...WITH_WARM_UP, DATA_DIR: dataDir, ADMIN_TOKEN });
    await vi.waitFor(
      () => {
        if (!server.logs.some((line) => line.msg === "pages rendered")) throw new Error("pages not rendered yet");
      },
      { timeout: 60_000, interval: 100 },
    );
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("is imported whole while the pages asked for meanwhile keep being answered", async () => {
    const rows = ["make,model,year,mileageKm,price,province,bodyType,fuel,transmission,dealer,dealerCode"];
    for (let row = 0; row < VEHICLE_IMPORT_MAX_ROWS; row += 1)
      rows.push(
        `Loadtest,Feed ${row},2023,${1000 + row},${300_000 + row},gauteng,suv,electric,automatic,Load Motors,LM-01`,
      );
    let importing = true;
    /** Pages whose answer came while the import was still under way. */
    let answeredDuringImport = 0;
    const pageStatuses = new Set<number | string>();
    const pages = (async () => {
      while (importing) {
        const status = await pageStatus(`${server.url}/`);
        if (importing) answeredDuringImport += 1;
        pageStatuses.add(status);
      }
    })();
    const response = await fetchRaw(`${server.url}/api/vehicles/import`, {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "text/csv" },
      body: rows.join("\r\n"),
    });
    const body = (await response.json()) as { imported: number };
    importing = false;
    await pages;
    expect(response.status).toBe(201);
    expect(body.imported).toBe(VEHICLE_IMPORT_MAX_ROWS);
    expect([...pageStatuses]).toEqual([200]);
    expect(answeredDuringImport).toBeGreaterThanOrEqual(5);
    const found = (await (await fetchRaw(`${server.url}/api/vehicles?make=Loadtest`)).json()) as { total: number };
    expect(found.total).toBe(VEHICLE_IMPORT_MAX_ROWS);
  });
});
