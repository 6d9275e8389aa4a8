import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRand } from "~/lib/format/currency";
import { listingMonthlyInstalment } from "~/lib/vehicles/listing-instalment";
import { BODY_TYPES, PROVINCES, type Vehicle, type VehicleSearchPage } from "~/lib/vehicles/vehicle-facts";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { statusesOfOneWindow } from "../support/rate-limit-window";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

const ADMIN_TOKEN = "vehicles-admin-token-0123456789";

let database: TestDatabase;
let server: RunningServer;
let clientNumber = 0;
/** Each admin write from its own address, so the admin rate limit counts only where a test means it to. */
const newClient = () => `198.51.100.${(clientNumber += 1)}`;

const HEADER =
  "make,model,variant,year,mileageKm,price,province,bodyType,fuel,transmission,colour,dealer,dealerCode,town";
const GOOD_ROW =
  "Toyota,Hilux,2.8 GD-6 Legend double cab,2022,61000,629900,gauteng,bakkie,diesel,automatic,White,Test Motors,TM-001,Pretoria";

const api = (query = "") => fetchRaw(`${server.url}/api/vehicles${query}`);
const search = async (query: string): Promise<VehicleSearchPage> => {
  const response = await api(query);
  expect(response.status, query).toBe(200);
  return (await response.json()) as VehicleSearchPage;
};
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error;

const importCsv = (body: string, headers: Record<string, string> = {}) =>
  fetchRaw(`${server.url}/api/vehicles/import`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${ADMIN_TOKEN}`,
      "Content-Type": "text/csv",
      "X-Forwarded-For": newClient(),
      ...headers,
    },
    body,
  });

const admin = (method: string, path: string, body?: unknown) =>
  fetchRaw(`${server.url}/api/vehicles${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${ADMIN_TOKEN}`,
      "Content-Type": "application/json",
      "X-Forwarded-For": newClient(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer({ DATABASE_URL: database.url, ADMIN_TOKEN, TRUST_PROXY: "true" });
});

afterAll(async () => {
  await server?.stop();
  await database?.destroy();
});

describe("GET /api/vehicles", () => {
  it("lists the seeded cars, newest first, 24 a page, with facets over all nine provinces", async () => {
    const page = await search("");
    expect(page.total).toBeGreaterThanOrEqual(300);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(24);
    expect(page.vehicles).toHaveLength(24);
    const listed = page.vehicles.map((vehicle) => vehicle.listedAt);
    expect(listed).toEqual([...listed].sort().reverse());
    expect(Object.keys(page.facets.province).sort()).toEqual([...PROVINCES].sort());
    const makes = Object.values(page.facets.make).reduce((sum, count) => sum + count, 0);
    expect(makes).toBe(page.total);
    for (const type of Object.keys(page.facets.bodyType)) expect(BODY_TYPES).toContain(type);
  });

  it("answers with an ETag and a short max-age, and 304 for the same ETag", async () => {
    const first = await api("?make=Toyota");
    const tag = first.headers.get("ETag");
    expect(tag).toBeTruthy();
    expect(first.headers.get("Cache-Control")).toMatch(/public, max-age=30/);
    const again = await fetchRaw(`${server.url}/api/vehicles?make=Toyota`, { headers: { "If-None-Match": tag ?? "" } });
    expect(again.status).toBe(304);
  });

  it.each([
    ["make", "make=toyota", (v: Vehicle) => v.make === "Toyota"],
    ["model", "model=Polo%20Vivo", (v: Vehicle) => v.model === "Polo Vivo"],
    ["bodyType", "bodyType=bakkie", (v: Vehicle) => v.bodyType === "bakkie"],
    ["fuel", "fuel=diesel", (v: Vehicle) => v.fuel === "diesel"],
    ["transmission", "transmission=manual", (v: Vehicle) => v.transmission === "manual"],
    ["province", "province=kwazulu-natal", (v: Vehicle) => v.province === "kwazulu-natal"],
    ["minPrice", "minPrice=500000", (v: Vehicle) => v.price >= 500_000],
    ["maxPrice", "maxPrice=250000", (v: Vehicle) => v.price <= 250_000],
    ["minYear", "minYear=2022", (v: Vehicle) => v.year >= 2022],
    ["maxMileage", "maxMileage=40000", (v: Vehicle) => v.mileageKm <= 40_000],
    ["q", "q=hilux%20legend", (v: Vehicle) => v.model === "Hilux" && v.variant.includes("Legend")],
  ])("filters by %s", async (_field, query, holds) => {
    const all = await search("?pageSize=50");
    const page = await search(`?${query}&pageSize=50`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(all.total);
    for (const vehicle of page.vehicles) expect(holds(vehicle), `${query}: ${vehicle.path}`).toBe(true);
  });

  it("combines filters, and counts each facet with the other filters but not its own", async () => {
    const toyotaBakkies = await search("?make=Toyota&bodyType=bakkie&province=gauteng");
    for (const vehicle of toyotaBakkies.vehicles)
      expect([vehicle.make, vehicle.bodyType, vehicle.province]).toEqual(["Toyota", "bakkie", "gauteng"]);
    // Makes are counted as if no make were chosen: other makes' bakkies in Gauteng still show.
    expect(toyotaBakkies.facets.make.Toyota).toBe(toyotaBakkies.total);
    const gautengBakkies = await search("?bodyType=bakkie&province=gauteng");
    expect(toyotaBakkies.facets.make).toEqual(gautengBakkies.facets.make);
    expect(Object.keys(toyotaBakkies.facets.make).length).toBeGreaterThan(1);
    // Body types are counted for Toyotas in Gauteng.
    const gautengToyotas = await search("?make=Toyota&province=gauteng");
    expect(toyotaBakkies.facets.bodyType).toEqual(gautengToyotas.facets.bodyType);
    expect(toyotaBakkies.facets.bodyType.bakkie).toBe(toyotaBakkies.total);
  });

  it.each([
    ["price", (a: Vehicle, b: Vehicle) => a.price <= b.price],
    ["price-desc", (a: Vehicle, b: Vehicle) => a.price >= b.price],
    ["year", (a: Vehicle, b: Vehicle) => a.year >= b.year],
    ["mileage", (a: Vehicle, b: Vehicle) => a.mileageKm <= b.mileageKm],
    ["newest", (a: Vehicle, b: Vehicle) => a.listedAt >= b.listedAt],
  ])("sorts by %s", async (sort, inOrder) => {
    const page = await search(`?sort=${sort}&pageSize=50`);
    for (let index = 1; index < page.vehicles.length; index += 1)
      expect(inOrder(page.vehicles[index - 1] as Vehicle, page.vehicles[index] as Vehicle)).toBe(true);
  });

  it("pages through the results without repeating or skipping a car, and past the end gives none", async () => {
    const first = await search("?sort=price&pageSize=7");
    const second = await search("?sort=price&pageSize=7&page=2");
    const both = await search("?sort=price&pageSize=14");
    expect([...first.vehicles, ...second.vehicles].map((v) => v.id)).toEqual(both.vehicles.map((v) => v.id));
    expect(second.total).toBe(first.total);
    const beyond = await search(`?pageSize=50&page=${Math.ceil(first.total / 50) + 1}`);
    expect(beyond.vehicles).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it("gives an empty page, not an error, for a search nothing matches", async () => {
    const page = await search("?q=no-such-car-zz");
    expect(page.total).toBe(0);
    expect(page.vehicles).toEqual([]);
  });

  it.each([
    ["bodyType=spaceship", "bodyType", "invalid"],
    ["province=Gauteng", "province", "invalid"],
    ["fuel=steam", "fuel", "invalid"],
    ["transmission=cvt", "transmission", "invalid"],
    ["minPrice=cheap", "minPrice", "invalid"],
    ["maxPrice=-5", "maxPrice", "invalid"],
    ["minPrice=500000&maxPrice=100000", "maxPrice", "lessThanMinPrice"],
    ["minYear=1800", "minYear", "invalid"],
    ["maxMileage=1.5", "maxMileage", "invalid"],
    ["sort=colour", "sort", "invalid"],
    ["page=0", "page", "invalid"],
    ["pageSize=51", "pageSize", "invalid"],
    [`q=${"a".repeat(81)}`, "q", "invalid"],
    ["colour=red", "colour", "unknown"],
    ["make=Toyota&make=Ford", "make", "repeated"],
  ])("answers 422 naming the field for %s", async (query, field, code) => {
    const response = await api(`?${query}`);
    expect(response.status).toBe(422);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const error = await errorOf(response);
    expect(error.code).toBe("validation");
    expect(error.fields?.[field]).toBe(code);
  });
});

describe("GET /api/vehicles/:id", () => {
  it("gives one listing with its page's address, cacheable", async () => {
    const [listed] = (await search("?pageSize=1")).vehicles;
    const response = await api(`/${listed?.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("ETag")).toBeTruthy();
    const vehicle = (await response.json()) as Vehicle;
    expect(vehicle).toEqual(listed);
    expect(vehicle.path).toMatch(new RegExp(`^/find-a-car/${vehicle.id}-\\d{4}-[a-z0-9-]+$`));
  });

  it.each(["999999", "abc", "0", "99999999999"])("answers 404 for %s", async (id) => {
    const response = await api(`/${id}`);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).fields).toEqual({ id: "unknown" });
  });
});

describe("POST /api/vehicles/import", () => {
  it("imports a good feed in one go, optional columns left out, and the cars are found at once", async () => {
    const csv = [
      "make,model,year,mileageKm,price,province,bodyType,fuel,transmission,dealer,dealerCode",
      "Zeekr,Testmodel One,2024,12000,455000,limpopo,suv,electric,automatic,Feed Motors,FM-01",
      "Zeekr,Testmodel Two,2023,33000,355000,northern-cape,hatchback,electric,automatic,Feed Motors,FM-01",
    ].join("\r\n");
    const response = await importCsv(csv);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { imported: number; ids: number[] };
    expect(body.imported).toBe(2);
    const found = await search("?make=Zeekr&sort=price");
    expect(found.total).toBe(2);
    expect(found.vehicles.map((v) => [v.model, v.variant, v.colour, v.town, v.status])).toEqual([
      ["Testmodel Two", "", "", "", "available"],
      ["Testmodel One", "", "", "", "available"],
    ]);
    expect(found.vehicles.map((v) => v.id).sort()).toEqual([...body.ids].sort());
  });

  it("refuses the whole feed when any row is bad, naming each bad row and field, and imports nothing", async () => {
    const before = (await search("")).total;
    const bad = [
      HEADER,
      GOOD_ROW,
      GOOD_ROW.replace(",2022,", ",20x2,"),
      GOOD_ROW.replace(",629900,", ",5000,"),
      GOOD_ROW.replace(",gauteng,", ",atlantis,"),
      GOOD_ROW.replace(",bakkie,", ",tank,").replace(",diesel,", ",coal,"),
      GOOD_ROW.replace("Toyota,", ",").replace(",TM-001,", ",!!,"),
      `${GOOD_ROW},extra`,
      GOOD_ROW.replace(",2022,", ",2099,"),
      GOOD_ROW.replace(",61000,", ",-1,"),
    ].join("\n");
    const response = await importCsv(bad);
    expect(response.status).toBe(422);
    const error = (await response.json()) as {
      error: {
        badRows: number;
        rows: { row: number; fields: Record<string, string> }[];
        fields: Record<string, string>;
      };
    };
    expect(error.error.badRows).toBe(8);
    expect(error.error.rows).toEqual([
      { row: 3, fields: { year: "invalid" } },
      { row: 4, fields: { price: "invalid" } },
      { row: 5, fields: { province: "invalid" } },
      { row: 6, fields: { bodyType: "invalid", fuel: "invalid" } },
      { row: 7, fields: { make: "invalid", dealerCode: "invalid" } },
      { row: 8, fields: { columns: "too_many" } },
      { row: 9, fields: { year: "tooNew" } },
      { row: 10, fields: { mileageKm: "invalid" } },
    ]);
    expect(error.error.fields["rows.3.year"]).toBe("invalid");
    // Not even the good row went in.
    expect((await search("")).total).toBe(before);
  });

  it.each([
    ["a header without a required column", "make,model,year\nToyota,Hilux,2020", "header.mileageKm", "required"],
    ["an unknown column", `${HEADER},vin\n${GOOD_ROW},ABC`, "header.vin", "unknown"],
    ["a header only", HEADER, "body", "empty"],
    ["an unclosed quote", `${HEADER}\n"Toyota,Hilux`, "row 2", "malformed"],
  ])("refuses %s with 422 naming it", async (_what, csv, field, code) => {
    const response = await importCsv(csv);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields?.[field]).toBe(code);
  });

  it("refuses more than 10 000 rows, and a body over 5 MB with 413", async () => {
    const many = [HEADER, ...Array.from({ length: 10_001 }, () => GOOD_ROW)].join("\n");
    const tooMany = await importCsv(many);
    expect(tooMany.status).toBe(422);
    expect((await errorOf(tooMany)).fields).toEqual({ body: "too_many_rows" });
    const huge = `${HEADER}\n${`${GOOD_ROW}\n`.repeat(Math.ceil((5 * 1024 * 1024) / GOOD_ROW.length) + 10)}`;
    const tooLarge = await importCsv(huge);
    expect(tooLarge.status).toBe(413);
    expect((await errorOf(tooLarge)).fields).toEqual({ body: "too_large" });
  });

  it("needs the admin token, and CSV", async () => {
    const none = await fetchRaw(`${server.url}/api/vehicles/import`, {
      method: "POST",
      headers: { "Content-Type": "text/csv", "X-Forwarded-For": newClient() },
      body: `${HEADER}\n${GOOD_ROW}`,
    });
    expect(none.status).toBe(401);
    const wrong = await importCsv(`${HEADER}\n${GOOD_ROW}`, { Authorization: "Bearer wrong-token-wrong-token" });
    expect(wrong.status).toBe(401);
    const json = await importCsv(JSON.stringify({ make: "Toyota" }), { "Content-Type": "application/json" });
    expect(json.status).toBe(415);
  });

  it("is rate-limited like the other admin writes", async () => {
    const client = "192.0.2.77";
    const { allowed, refused } = await statusesOfOneWindow(() => importCsv(HEADER, { "X-Forwarded-For": client }), 30);
    expect(allowed).toEqual(Array.from({ length: 30 }, () => 422));
    expect(refused.status).toBe(429);
  });
});

describe("PUT and DELETE /api/vehicles/:id", () => {
  let vehicle: Vehicle;
  beforeAll(async () => {
    const [first] = (await search("?make=Volkswagen&pageSize=1")).vehicles;
    if (!first) throw new Error("no Volkswagen seeded");
    vehicle = first;
  });

  const inputOf = (v: Vehicle) => ({
    make: v.make,
    model: v.model,
    variant: v.variant,
    year: v.year,
    mileageKm: v.mileageKm,
    price: v.price,
    province: v.province,
    bodyType: v.bodyType,
    fuel: v.fuel,
    transmission: v.transmission,
    colour: v.colour,
    dealer: v.dealer.name,
    dealerCode: v.dealer.code,
    town: v.town,
  });

  it("updates a listing, and its page shows the change at the next request", async () => {
    const pageBefore = await fetchRaw(`${server.url}${vehicle.path}`);
    expect(pageBefore.status).toBe(200);
    const tagBefore = pageBefore.headers.get("ETag");
    const price = vehicle.price - 10_000;
    const response = await admin("PUT", `/${vehicle.id}`, { ...inputOf(vehicle), price, colour: "Sunset orange" });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Vehicle;
    expect(updated.price).toBe(price);
    expect(updated.colour).toBe("Sunset orange");
    const pageAfter = await fetchRaw(`${server.url}${vehicle.path}`);
    expect(pageAfter.headers.get("ETag")).not.toBe(tagBefore);
    const html = await pageAfter.text();
    expect(html).toContain("Sunset orange");
    // The listing figure, worked out line by line for the new price.
    expect(html).toContain("The example, worked out");
    expect(html).toContain(formatRand(price));
    expect(html).toContain(formatRand(listingMonthlyInstalment(price)));
    expect((await (await api(`/${vehicle.id}`)).json()) as Vehicle).toMatchObject({ price, colour: "Sunset orange" });
  });

  it("answers 422 naming the field for a bad body, and 404 for an unknown id", async () => {
    const bad = await admin("PUT", `/${vehicle.id}`, { ...inputOf(vehicle), price: "a lot", status: "stolen" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toMatchObject({ price: "invalid", status: "invalid" });
    const missing = await admin("PUT", "/999999", inputOf(vehicle));
    expect(missing.status).toBe(404);
    const anonymous = await fetchRaw(`${server.url}/api/vehicles/${vehicle.id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": newClient() },
      body: JSON.stringify(inputOf(vehicle)),
    });
    expect(anonymous.status).toBe(401);
  });

  it("withdraws a listing: gone from searches, its page says so", async () => {
    const response = await admin("DELETE", `/${vehicle.id}`);
    expect(response.status).toBe(204);
    expect((await admin("DELETE", "/999999")).status).toBe(404);
    const stored = (await (await api(`/${vehicle.id}`)).json()) as Vehicle;
    expect(stored.status).toBe("withdrawn");
    const found = await search("?make=Volkswagen&pageSize=50&sort=price");
    expect(found.vehicles.some((v) => v.id === vehicle.id)).toBe(false);
    const page = await fetchRaw(`${server.url}${vehicle.path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/no longer available/i);
  });
});

describe("PUT /api/vehicles/dealers/:dealerCode", () => {
  let vehicle: Vehicle;
  beforeAll(async () => {
    const [first] = (await search("?make=Toyota&pageSize=1")).vehicles;
    if (!first) throw new Error("no Toyota seeded");
    vehicle = first;
  });

  it("sets the dealer's phone and hours, which its cars' pages show at the next request, with no internal code", async () => {
    const before = await (await fetchRaw(`${server.url}${vehicle.path}`)).text();
    expect(before).toContain("The dealer");
    expect(before).toContain(vehicle.dealer.name);
    // Without a number the buyer is offered the call-back form, which reaches the dealer.
    expect(before).toContain("ask us to call you back");
    expect(before).not.toContain(vehicle.dealer.code);

    const response = await admin("PUT", `/dealers/${vehicle.dealer.code}`, {
      phone: "+27 11 555 0123",
      openingHours: "Monday to Friday 08:00–17:00, Saturday 08:00–13:00",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      dealerCode: vehicle.dealer.code,
      phone: "011 555 0123",
      openingHours: "Monday to Friday 08:00–17:00, Saturday 08:00–13:00",
    });
    const after = await (await fetchRaw(`${server.url}${vehicle.path}`)).text();
    expect(after).toContain('href="tel:+27115550123"');
    expect(after).toContain("Monday to Friday 08:00–17:00, Saturday 08:00–13:00");
    expect(after).not.toContain("ask us to call you back");
    expect(after).not.toContain(vehicle.dealer.code);

    // null takes a detail away again.
    expect((await admin("PUT", `/dealers/${vehicle.dealer.code}`, { phone: null, openingHours: null })).status).toBe(
      200,
    );
    const cleared = await (await fetchRaw(`${server.url}${vehicle.path}`)).text();
    expect(cleared).not.toContain("tel:+27115550123");
  });

  it("lists more of the dealer's cars on a car's page, never the car itself", async () => {
    const feed = [
      HEADER,
      ...["2019", "2020", "2021"].map((year) => GOOD_ROW.replace("2022", year).replace("TM-001", "TD-900")),
    ];
    const imported = await importCsv(feed.join("\n"));
    expect(imported.status).toBe(201);
    const [first, second, third] = ((await imported.json()) as { ids: number[] }).ids;
    const car = (await (await api(`/${first}`)).json()) as Vehicle;
    const html = await (await fetchRaw(`${server.url}${car.path}`)).text();
    expect(html).toContain("More cars from Test Motors");
    expect(html).toContain(`data-vehicle-id="${second}"`);
    expect(html).toContain(`data-vehicle-id="${third}"`);
    expect(html).not.toContain(`data-vehicle-id="${first}"`);
  });

  it("answers 422 naming each bad field, 401 without the token, and 400 for a code the feed could not have", async () => {
    const bad = await admin("PUT", `/dealers/${vehicle.dealer.code}`, {
      phone: "12345",
      openingHours: "<script>alert(1)</script>",
      webhookSecret: "x",
    });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toEqual({
      phone: "invalid",
      openingHours: "invalid",
      webhookSecret: "unknown",
    });
    const missing = await admin("PUT", `/dealers/${vehicle.dealer.code}`, {});
    expect(missing.status).toBe(422);
    expect((await errorOf(missing)).fields).toEqual({ phone: "required", openingHours: "required" });
    const anonymous = await fetchRaw(`${server.url}/api/vehicles/dealers/${vehicle.dealer.code}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": newClient() },
      body: JSON.stringify({ phone: null, openingHours: null }),
    });
    expect(anonymous.status).toBe(401);
    const badCode = await admin("PUT", "/dealers/-not-a-code", { phone: null, openingHours: null });
    expect(badCode.status).toBe(400);
    expect((await errorOf(badCode)).fields).toEqual({ dealerCode: "invalid" });
  });
});

describe("car pages", () => {
  it("carries Car JSON-LD with its Offer, and a breadcrumb through Find a car", async () => {
    const [car] = (await search("?make=Toyota&pageSize=1")).vehicles;
    if (!car) throw new Error("no Toyota listed");
    const html = await (await fetchRaw(`${server.url}${car.path}`)).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) =>
      [JSON.parse(match[1] ?? "null") as Record<string, unknown>].flat(),
    );
    const described = data.find((item) => item["@type"] === "Car") as
      { brand: { name: string }; offers: { price: number; priceCurrency: string; availability: string } } | undefined;
    expect(described?.brand.name).toBe("Toyota");
    expect(described?.offers).toMatchObject({
      price: car.price,
      priceCurrency: "ZAR",
      availability: "https://schema.org/InStock",
    });
    const trail = data.find((item) => item["@type"] === "BreadcrumbList") as
      { itemListElement: { name: string }[] } | undefined;
    expect(trail?.itemListElement.map((crumb) => crumb.name).slice(0, 2)).toEqual(["Home", "Find a car"]);
  });

  it("answers 404 for an unknown car, and moves an old address to the car's own (301)", async () => {
    expect((await fetchRaw(`${server.url}/find-a-car/999999-no-such-car`)).status).toBe(404);
    const [car] = (await search("?pageSize=1")).vehicles;
    const moved = await fetchRaw(`${server.url}/find-a-car/${car?.id}-old-words`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(car?.path);
  });

  it("lists the search page in the sitemap, but not the cars", async () => {
    const sitemap = await (await fetchRaw(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/\/find-a-car\/<\/loc>/);
    expect(sitemap).not.toMatch(/\/find-a-car\/\d+/);
  });
});
