import { describe, expect, it } from "vitest";
import { facetCellsKey, facetsOfCells } from "./store";

const cells = [
  { make: "Toyota", bodyType: "bakkie", province: "gauteng", count: 5 },
  { make: "Toyota", bodyType: "suv", province: "gauteng", count: 3 },
  { make: "Ford", bodyType: "bakkie", province: "gauteng", count: 4 },
  { make: "Ford", bodyType: "bakkie", province: "limpopo", count: 2 },
];

describe("facetsOfCells", () => {
  it("counts every cell with no facet filter, and totals them", () => {
    expect(facetsOfCells(cells, {})).toEqual({
      facets: {
        make: { Ford: 6, Toyota: 8 },
        bodyType: { bakkie: 11, suv: 3 },
        province: { gauteng: 12, limpopo: 2 },
      },
      total: 14,
    });
  });

  it("counts each facet under every filter but its own (a make chosen still shows the other makes)", () => {
    expect(facetsOfCells(cells, { make: "toyota", bodyType: "bakkie" })).toEqual({
      facets: {
        make: { Ford: 6, Toyota: 5 },
        bodyType: { bakkie: 5, suv: 3 },
        province: { gauteng: 5 },
      },
      total: 5,
    });
  });
});

describe("facetCellsKey", () => {
  it("is the same for searches that differ only in make, body type, province, sort or page", () => {
    expect(facetCellsKey({ make: "Ford", maxPrice: 300_000 })).toBe(
      facetCellsKey({ bodyType: "suv", province: "limpopo", maxPrice: 300_000 }),
    );
    expect(facetCellsKey({ maxPrice: 300_000 })).not.toBe(facetCellsKey({ maxPrice: 400_000 }));
  });
});
