import { describe, expect, it } from "vitest";
import type { Vehicle } from "~/lib/vehicles/vehicle-facts";
import { listingMonthlyInstalment } from "~/lib/vehicles/listing-instalment";
import { listingExample, vehicleCardView, vehicleSpecs } from "./vehicle-view";

const car: Vehicle = {
  id: 7,
  make: "Toyota",
  model: "Hilux",
  variant: "2.4 GD-6 Raider",
  year: 2021,
  mileageKm: 84_500,
  price: 389_900,
  bodyType: "bakkie",
  fuel: "diesel",
  transmission: "manual",
  colour: "White",
  province: "gauteng",
  town: "Pretoria",
  dealer: { name: "Highveld Motors", code: "HV-0042" },
  status: "available",
  listedAt: "2026-11-02T08:00:00.000Z",
  updatedAt: "2026-11-02T08:00:00.000Z",
  path: "/find-a-car/7-toyota-hilux",
};

describe("vehicleCardView", () => {
  it("gives the card the drawing of the car's body type in its listed colour, chosen on the server", () => {
    const view = vehicleCardView({ ...car, colour: "Graphite grey" });
    expect(view.image).toMatchObject({ width: 1200, height: 800 });
    expect(view.image.src).toMatch(/car-bakkie-grey\.svg$/);
    expect(view.image.alt).toMatch(/^A graphite grey double-cab bakkie /);
  });
});

describe("vehicleSpecs", () => {
  it("names the dealer but never shows the dealer's internal code", () => {
    const specs = vehicleSpecs(car);
    expect(specs).toContainEqual({ label: "Dealer", value: "Highveld Motors" });
    expect(specs.map((spec) => spec.label)).not.toContain("Dealer code");
    expect(JSON.stringify(specs)).not.toContain("HV-0042");
  });

  it("lists the car's facts in words a visitor reads", () => {
    expect(vehicleSpecs(car)).toEqual(
      expect.arrayContaining([
        { label: "Year", value: "2021" },
        { label: "Location", value: "Pretoria, Gauteng" },
        { label: "Listed", value: "2 November 2026" },
      ]),
    );
  });
});

describe("listingExample", () => {
  const example = Object.fromEntries(listingExample(204_900).map((row) => [row.label, row.value]));

  it("works out the listing figure line by line, its instalment the one on the card", () => {
    expect(example).toEqual({
      "Purchase price": "R 204 900.00",
      "Deposit (10%)": "R 20 490.00",
      "Initiation fee, financed": "R 1 207.50",
      // 204 900 - 20 490 + 1 207.50
      "Amount financed": "R 185 617.50",
      "Term and interest rate": "72 months at 13.25% a year",
      "Monthly service fee": "R 69.00",
      "Monthly instalment, fee included": "R 3 819.64",
      // The last instalment settles the balance to the cent.
      "Final instalment": "R 3 819.77",
      Interest: "R 84 428.71",
      // Interest, the initiation fee and 72 service fees of R 69.00.
      "Cost of credit, excluding insurance": "R 90 604.21",
      // 71 instalments of R 3 819.64 and the last of R 3 819.77: the amount borrowed and the cost of credit.
      "Total repayable": "R 275 014.21",
    });
    expect(vehicleCardView({ ...car, price: 204_900 }).instalment).toBe(example["Monthly instalment, fee included"]);
    expect(listingMonthlyInstalment(204_900)).toBeCloseTo(3_819.64, 2);
  });
});
