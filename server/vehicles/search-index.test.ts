import { describe, expect, it } from "vitest";
import { vehiclePath, type Vehicle } from "../../app/lib/vehicles/vehicle-facts";
import { VEHICLE_DEFAULT_PAGE_SIZE, vehicleSearchSchema } from "../../app/lib/vehicles/vehicle-search";
import { vehicleSearchIndex } from "./search-index";

type Car = Pick<
  Vehicle,
  | "id"
  | "make"
  | "model"
  | "variant"
  | "year"
  | "mileageKm"
  | "price"
  | "bodyType"
  | "fuel"
  | "transmission"
  | "province"
>;

const car = (fields: Car): Vehicle => ({
  ...fields,
  colour: "White",
  town: "Pretoria",
  dealer: { name: "Test Motors", code: "TM-001" },
  status: "available",
  listedAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
  path: vehiclePath(fields),
});

const hilux = { make: "Toyota", model: "Hilux", bodyType: "bakkie", fuel: "diesel" } as const;
const ranger = { make: "Ford", model: "Ranger", bodyType: "bakkie", fuel: "diesel" } as const;
const cars = {
  1: car({
    id: 1,
    ...hilux,
    variant: "2.8 GD-6 Legend",
    year: 2022,
    mileageKm: 61_000,
    price: 629_900,
    transmission: "automatic",
    province: "gauteng",
  }),
  2: car({
    id: 2,
    make: "Toyota",
    model: "Corolla Cross",
    variant: "1.8 XS",
    year: 2021,
    mileageKm: 45_000,
    price: 389_900,
    bodyType: "suv",
    fuel: "petrol",
    transmission: "manual",
    province: "western-cape",
  }),
  3: car({
    id: 3,
    ...ranger,
    variant: "2.0 XLT",
    year: 2020,
    mileageKm: 90_000,
    price: 459_900,
    transmission: "automatic",
    province: "gauteng",
  }),
  4: car({
    id: 4,
    make: "Volkswagen",
    model: "Polo Vivo",
    variant: "1.4 Trendline",
    year: 2019,
    mileageKm: 80_000,
    price: 189_900,
    bodyType: "hatchback",
    fuel: "petrol",
    transmission: "manual",
    province: "gauteng",
  }),
  5: car({
    id: 5,
    ...ranger,
    variant: "3.0 Wildtrak",
    year: 2023,
    mileageKm: 20_000,
    price: 799_900,
    transmission: "automatic",
    province: "limpopo",
  }),
  6: car({
    id: 6,
    make: "Suzuki",
    model: "Swift",
    variant: "1.2 GL",
    year: 2022,
    mileageKm: 30_000,
    price: 209_900,
    bodyType: "hatchback",
    fuel: "petrol",
    transmission: "manual",
    province: "kwazulu-natal",
  }),
  7: car({
    id: 7,
    ...hilux,
    variant: "2.4 GD-6 Raider",
    year: 2019,
    mileageKm: 110_000,
    price: 459_900,
    transmission: "manual",
    province: "limpopo",
  }),
};
/** The order the database gives them in: the most recently listed first (not the order of their ids). */
const NEWEST_FIRST = [5, 2, 7, 1, 6, 3, 4] as const;
const index = vehicleSearchIndex(NEWEST_FIRST.map((id) => cars[id]));

const searchOf = (query: Record<string, string>) => index.search(vehicleSearchSchema.parse(query));

describe("vehicleSearchIndex", () => {
  it.each<[string, Record<string, string>, number[], number]>([
    ["every car, the most recently listed first", {}, [5, 2, 7, 1, 6, 3, 4], 7],
    ["lowest price first, equal prices by id", { sort: "price" }, [4, 6, 2, 3, 7, 1, 5], 7],
    ["highest price first, equal prices by id", { sort: "price-desc" }, [5, 1, 3, 7, 2, 6, 4], 7],
    ["newest year first, then the lower price", { sort: "year" }, [5, 6, 1, 2, 3, 4, 7], 7],
    ["lowest mileage first", { sort: "mileage" }, [5, 6, 2, 1, 4, 3, 7], 7],
    ["a make, whatever its case", { make: "toyota" }, [2, 7, 1], 3],
    ["a model, whatever its case", { model: "HILUX" }, [7, 1], 2],
    ["a body type", { bodyType: "hatchback" }, [6, 4], 2],
    ["a fuel", { fuel: "petrol" }, [2, 6, 4], 3],
    ["a transmission", { transmission: "manual" }, [2, 7, 6, 4], 4],
    ["a province", { province: "limpopo" }, [5, 7], 2],
    ["a lowest price, itself included", { minPrice: "459900" }, [5, 7, 1, 3], 4],
    ["a highest price, itself included", { maxPrice: "459900" }, [2, 7, 6, 3, 4], 5],
    ["an oldest model year", { minYear: "2022" }, [5, 1, 6], 3],
    ["a highest mileage", { maxMileage: "45000" }, [5, 2, 6], 3],
    ["facet filters together", { bodyType: "bakkie", province: "gauteng" }, [1, 3], 2],
    [
      "every filter at once",
      {
        make: "Ford",
        fuel: "diesel",
        minPrice: "400000",
        minYear: "2020",
        maxMileage: "95000",
        transmission: "automatic",
        province: "gauteng",
        bodyType: "bakkie",
        model: "ranger",
        maxPrice: "500000",
        q: "xlt",
      },
      [3],
      1,
    ],
    ["words found in the make, model or variant, any case", { q: "HILUX gd-6" }, [7, 1], 2],
    ["each word must appear", { q: "ranger wild" }, [5], 1],
    ["a word inside another", { q: "xs" }, [2], 1],
    ["only the first six words", { q: "toyota hilux gd-6 legend 2.8 toyota nosuchword" }, [1], 1],
    ["% and _ taken literally", { q: "100% _" }, [], 0],
    ["nothing matching", { q: "no-such-car" }, [], 0],
    ["a page in the middle", { page: "2", pageSize: "3" }, [1, 6, 3], 7],
    ["the last, short page", { page: "3", pageSize: "3" }, [4], 7],
    ["past the last page", { page: "4", pageSize: "3" }, [], 7],
    ["a page of a sorted, filtered search", { sort: "price", bodyType: "bakkie", page: "2", pageSize: "2" }, [1, 5], 4],
  ])("finds %s", (_what, query, ids, total) => {
    const page = searchOf(query);
    expect(page.vehicles.map((vehicle) => vehicle.id)).toEqual(ids);
    expect(page.total).toBe(total);
    expect([page.page, page.pageSize]).toEqual([
      Number(query.page ?? 1),
      Number(query.pageSize ?? VEHICLE_DEFAULT_PAGE_SIZE),
    ]);
  });

  it.each<[string, Record<string, string>, ReturnType<typeof searchOf>["facets"]]>([
    [
      "no filter: every car, makes in alphabetical order",
      {},
      {
        make: { Ford: 2, Suzuki: 1, Toyota: 3, Volkswagen: 1 },
        bodyType: { bakkie: 4, hatchback: 2, suv: 1 },
        province: { gauteng: 3, limpopo: 2, "western-cape": 1, "kwazulu-natal": 1 },
      },
    ],
    [
      "a make and a body type: each facet under the other facet filters but not its own",
      { make: "Ford", bodyType: "bakkie" },
      { make: { Ford: 2, Toyota: 2 }, bodyType: { bakkie: 2 }, province: { gauteng: 1, limpopo: 1 } },
    ],
    [
      "filters that are not facets narrow every facet",
      { make: "Ford", bodyType: "bakkie", maxPrice: "500000" },
      { make: { Ford: 1, Toyota: 1 }, bodyType: { bakkie: 1 }, province: { gauteng: 1 } },
    ],
    ["nothing matching: no counts", { q: "no-such-car" }, { make: {}, bodyType: {}, province: {} }],
  ])("counts the facets of %s", (_what, query, facets) => {
    const page = searchOf(query);
    expect(page.facets).toEqual(facets);
    expect(Object.keys(page.facets.make)).toEqual(Object.keys(facets.make));
  });

  it("holds the cars it was given and leaves them unchanged between searches", () => {
    expect(index.size).toBe(7);
    searchOf({ sort: "price", make: "Ford" });
    expect(searchOf({}).vehicles).toEqual(NEWEST_FIRST.map((id) => cars[id]));
    expect(vehicleSearchIndex([]).search(vehicleSearchSchema.parse({}))).toEqual({
      vehicles: [],
      total: 0,
      page: 1,
      pageSize: VEHICLE_DEFAULT_PAGE_SIZE,
      facets: { make: {}, bodyType: {}, province: {} },
    });
  });
});

describe("the facet counts", () => {
  // 5 Toyota bakkies and 3 Toyota SUVs in Gauteng, 4 Ford bakkies in Gauteng and 2 in Limpopo.
  const groups = [
    { ...hilux, bodyType: "bakkie", province: "gauteng", count: 5 },
    { ...hilux, bodyType: "suv", province: "gauteng", count: 3 },
    { ...ranger, bodyType: "bakkie", province: "gauteng", count: 4 },
    { ...ranger, bodyType: "bakkie", province: "limpopo", count: 2 },
  ] as const;
  let nextId = 100;
  const fleet = groups.flatMap(({ count, ...group }) =>
    Array.from({ length: count }, () => {
      nextId += 1;
      return car({
        ...group,
        id: nextId,
        variant: "",
        year: 2021,
        mileageKm: 50_000,
        price: 400_000,
        transmission: "manual",
      });
    }),
  );
  const facetsOf = (query: Record<string, string>) => {
    const { facets, total } = vehicleSearchIndex(fleet).search(vehicleSearchSchema.parse(query));
    return { facets, total };
  };

  it("counts every car with no facet filter, and totals them", () => {
    expect(facetsOf({})).toEqual({
      facets: {
        make: { Ford: 6, Toyota: 8 },
        bodyType: { bakkie: 11, suv: 3 },
        province: { gauteng: 12, limpopo: 2 },
      },
      total: 14,
    });
  });

  it("counts each facet under every filter but its own (a make chosen still shows the other makes)", () => {
    expect(facetsOf({ make: "toyota", bodyType: "bakkie" })).toEqual({
      facets: {
        make: { Ford: 6, Toyota: 5 },
        bodyType: { bakkie: 5, suv: 3 },
        province: { gauteng: 5 },
      },
      total: 5,
    });
  });

  it("counts only the cars that pass the filters that are not facets", () => {
    expect(facetsOf({ maxPrice: "300000" })).toEqual({
      facets: { make: {}, bodyType: {}, province: {} },
      total: 0,
    });
  });
});
