import { describe, expect, it } from "vitest";
import type { Vehicle } from "~/lib/vehicles/vehicle-facts";
import { vehicleSpecs } from "./vehicle-view";

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

describe("vehicleSpecs", () => {
  it("gives the dealer's code a row of its own, so a narrow screen never breaks it at its hyphen inside the name", () => {
    const specs = vehicleSpecs(car);
    expect(specs).toContainEqual({ label: "Dealer", value: "Highveld Motors" });
    expect(specs).toContainEqual({ label: "Dealer code", value: "HV-0042" });
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
