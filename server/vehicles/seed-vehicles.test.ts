import { describe, expect, it } from "vitest";
import { PROVINCES } from "../../app/lib/vehicles/vehicle-facts";
import { vehicleInputSchema } from "../../app/lib/vehicles/vehicle-search";
import {
  generateSeedVehicles,
  SEED_REFERENCE_YEAR,
  SEED_VEHICLE_COUNT,
  seedPrice,
  seededRandom,
} from "./seed-vehicles";

describe("generateSeedVehicles", () => {
  const listings = generateSeedVehicles(SEED_VEHICLE_COUNT);

  it("gives the same listings for the same seed, and others for another", () => {
    expect(generateSeedVehicles(SEED_VEHICLE_COUNT)).toEqual(listings);
    expect(generateSeedVehicles(SEED_VEHICLE_COUNT, 7)).not.toEqual(listings);
  });

  it("makes at least 300 listings the dealer feed would accept, in all nine provinces", () => {
    expect(listings.length).toBeGreaterThanOrEqual(300);
    for (const listing of listings) expect(vehicleInputSchema.safeParse(listing).success).toBe(true);
    expect(new Set(listings.map((listing) => listing.province))).toEqual(new Set(PROVINCES));
  });

  it("lists the models South Africans buy most, the Hilux, Polo Vivo and Ranger among the commonest", () => {
    const count = (model: string) => listings.filter((listing) => listing.model === model).length;
    expect(new Set(listings.map((listing) => listing.make)).size).toBeGreaterThanOrEqual(12);
    for (const model of ["Hilux", "Polo Vivo", "Ranger", "Corolla Cross", "Swift", "D-Max"])
      expect(count(model), model).toBeGreaterThan(5);
  });

  it("prices older, more driven cars lower, the way dealers write prices", () => {
    const random = seededRandom(1);
    const fixed = () => 0.5;
    expect(seedPrice(500_000, 0, 1_000, fixed)).toBeGreaterThan(seedPrice(500_000, 3, 60_000, fixed));
    expect(seedPrice(500_000, 3, 60_000, fixed)).toBeGreaterThan(seedPrice(500_000, 3, 160_000, fixed));
    expect(seedPrice(500_000, 3, 60_000, random) % 5_000).toBe(4_900);
    for (const listing of listings) {
      const age = SEED_REFERENCE_YEAR - listing.year;
      expect(listing.mileageKm).toBeLessThanOrEqual(Math.max(age, 1) * 40_000);
      expect(listing.price).toBeGreaterThanOrEqual(30_000);
      expect(listing.price).toBeLessThanOrEqual(1_300_000);
    }
  });
});
