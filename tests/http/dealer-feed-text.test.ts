import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vehicle } from "~/lib/vehicles/vehicle-facts";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

const ADMIN_TOKEN = "dealer-feed-text-admin-token-0123";
let server: RunningServer;

/** Characters that can hide, reorder or fake what a reader sees (the page itself has tabs and line breaks). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

describe("text a dealer feed sends", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    server = await startServer({ ADMIN_TOKEN });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("is stored and shown without control or direction-changing characters", async () => {
    const csv = [
      "make,model,variant,year,mileageKm,price,province,bodyType,fuel,transmission,colour,dealer,dealerCode,town",
      'Zeekr\u0001,Test\u202emodel\u202c,"2.0\u200b GD\u2066-6\u2069",2024,12000,455000,limpopo,suv,electric,automatic,"Red\u0007",Feed\u001b Motors,FM-01,"Cape\r\nTown"',
    ].join("\r\n");
    const response = await fetchRaw(`${server.url}/api/vehicles/import`, {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "text/csv" },
      body: csv,
    });
    expect(response.status).toBe(201);
    const [id] = ((await response.json()) as { ids: number[] }).ids;
    const vehicle = (await (await fetchRaw(`${server.url}/api/vehicles/${id}`)).json()) as Vehicle & { path: string };
    expect([vehicle.make, vehicle.model, vehicle.variant, vehicle.colour, vehicle.dealer.name, vehicle.town]).toEqual([
      "Zeekr",
      "Testmodel",
      "2.0 GD-6",
      "Red",
      "Feed Motors",
      "Cape Town",
    ]);
    const page = await fetchRaw(`${server.url}${vehicle.path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Zeekr Testmodel");
    expect(html).not.toMatch(HIDDEN);
  });
});
