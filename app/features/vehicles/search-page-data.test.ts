import { describe, expect, it } from "vitest";
import { formatRand } from "~/lib/format/currency";
import { searchPageData, searchTitle } from "./search-page-data";
import type { VehicleSearch } from "~/lib/vehicles/vehicle-search";
import { lenientVehicleSearch } from "~/lib/vehicles/vehicle-search";
import type { VehicleSearchPage } from "~/lib/vehicles/vehicle-facts";

/** The page's data for an address's query and a result of `total` cars (24 to a page; the title needs no cars listed). */
async function pageFor(query: string, total: number | undefined) {
  const { search } = lenientVehicleSearch(new URLSearchParams(query));
  const result: VehicleSearchPage | undefined =
    total === undefined
      ? undefined
      : {
          vehicles: [],
          total,
          page: search.page,
          pageSize: search.pageSize,
          facets: { make: {}, bodyType: {}, province: {} },
        };
  return searchPageData(search as VehicleSearch, result, { ignored: [], newestYear: 2026 });
}

describe("the search in the page title", () => {
  it.each([
    ["make=Toyota&bodyType=bakkie", 30, "Toyota bakkies, page 1 of 2"],
    ["make=Toyota&bodyType=bakkie&page=2", 30, "Toyota bakkies, page 2 of 2"],
    ["", 120, "Cars, page 1 of 5"],
    ["bodyType=suv", 3, "SUVs, page 1 of 1"],
    [
      "q=Legend&province=gauteng&fuel=diesel&maxPrice=300000",
      1,
      `Cars matching “Legend” in Gauteng, diesel, up to ${formatRand(300_000)}, page 1 of 1`,
    ],
    ["make=BMW&bodyType=bakkie", 0, "BMW bakkies, none found"],
  ])("names the search %j with %i cars as %j", async (query, total, title) => {
    const data = await pageFor(query, total);
    expect(searchTitle(data)).toBe(title);
  });

  it("names no search while the listings cannot be read", async () => {
    expect(searchTitle(await pageFor("make=Toyota", undefined))).toBeUndefined();
  });
});
