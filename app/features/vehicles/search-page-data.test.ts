import { describe, expect, it } from "vitest";
import { formatRand } from "~/lib/format/currency";
import { searchPageData } from "./search-page-data";
import { fillSearchTitle } from "./search-title";
import { ignoredParameters, searchFormValues } from "./search-address";
import type { VehicleSearch } from "~/lib/vehicles/vehicle-search";
import { lenientVehicleSearch } from "~/lib/vehicles/vehicle-search";
import type { VehicleSearchPage } from "~/lib/vehicles/vehicle-facts";

/** The page's data for an address's query and a result of `total` cars (24 to a page; the title needs no cars listed). */
async function pageFor(query: string, total: number | undefined) {
  const { search, ignored } = lenientVehicleSearch(new URLSearchParams(query));
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
  return searchPageData(search as VehicleSearch, result, { ignored, newestYear: 2026 });
}

const titleOf = (data: { title: Parameters<typeof fillSearchTitle>[0] | undefined }, query: string) =>
  data.title && fillSearchTitle(data.title, new URLSearchParams(query));

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
    ["make=%20Land%09Rover%20&q=%E2%80%AEV8", 2, "Land Rover cars matching “V8”, page 1 of 1"],
  ])("names the search %j with %i cars as %j", async (query, total, title) => {
    const data = await pageFor(query, total);
    expect(titleOf(data, query)).toBe(title);
  });

  it("names no search while the listings cannot be read", async () => {
    expect((await pageFor("make=Toyota", undefined)).title).toBeUndefined();
  });
});

describe("the page's data for a search", () => {
  const query = "q=Zz-typed&make=Zz-make&fuel=diesel&minPrice=%20150000&sort=newest&colour=Zz-colour&maxPrice=x";

  it("repeats no text of the address: fields by name, counts and the title's references", async () => {
    const data = await pageFor(query, 0);
    expect(JSON.stringify(data)).not.toContain("Zz-");
    expect(data.applied).toEqual(["q", "make", "fuel", "minPrice"]);
    expect(data.ignoredFields).toEqual(["maxPrice"]);
  });

  it("lets the page read the same search from the address as the server ran", async () => {
    const data = await pageFor(query, 0);
    const params = new URLSearchParams(query);
    expect(searchFormValues(params, data.applied)).toEqual({
      q: "Zz-typed",
      make: "Zz-make",
      bodyType: "",
      fuel: "diesel",
      transmission: "",
      province: "",
      minPrice: "150000",
      maxPrice: "",
      minYear: "",
      maxMileage: "",
      sort: "",
    });
    // Unknown names come from the address, the search's own from the loader; calculators' figures are no part.
    const withCalculator = new URLSearchParams(`${query}&afford-income=20000`);
    expect(ignoredParameters(withCalculator, data.ignoredFields)).toEqual(["colour", "maxPrice"]);
  });
});
