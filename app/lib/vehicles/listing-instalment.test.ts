import { describe, expect, it } from "vitest";
import { calculateVehicleFinance, vehicleFinanceFees } from "~/lib/finance/vehicle-finance";
import { LISTING_FINANCE_ASSUMPTIONS, listingDeposit, listingMonthlyInstalment } from "./listing-instalment";

describe("listingMonthlyInstalment", () => {
  it("is the vehicle instalment calculator's figure for a 10% deposit, 72 months at 13.25%, no balloon", () => {
    expect(LISTING_FINANCE_ASSUMPTIONS).toEqual({
      depositPercent: 10,
      termMonths: 72,
      annualRatePercent: 13.25,
      balloonPercent: 0,
    });
    const price = 349_900;
    expect(listingDeposit(price)).toBe(34_990);
    const expected = calculateVehicleFinance({
      purchasePrice: price,
      deposit: 34_990,
      annualRatePercent: 13.25,
      termMonths: 72,
      balloonPercent: 0,
      initiationFeeFinanced: true,
      ...vehicleFinanceFees(price, 34_990),
    }).monthlyInstalment;
    expect(listingMonthlyInstalment(price)).toBe(expected);
  });

  it("rises with the price", () => {
    expect(listingMonthlyInstalment(200_000)).toBeLessThan(listingMonthlyInstalment(300_000));
  });
});
