import { calculateVehicleFinance, vehicleFinanceFees, type VehicleFinanceResult } from "~/lib/finance/vehicle-finance";

/**
 * The assumptions behind the "from R x xxx p/m" figure on every listing, stated once on the search page
 * and on each car's page: an example, not an offer, worked out with the vehicle instalment calculator's
 * own formula and the most the National Credit Act allows in fees.
 */
export const LISTING_FINANCE_ASSUMPTIONS = {
  depositPercent: 10,
  termMonths: 72,
  annualRatePercent: 13.25,
  balloonPercent: 0,
} as const;

/** The deposit the listing figure assumes for a car at this price, in whole rand. */
export function listingDeposit(price: number): number {
  return Math.round((price * LISTING_FINANCE_ASSUMPTIONS.depositPercent) / 100);
}

/**
 * The finance of a car at `price` under the listing assumptions, the initiation fee financed: the same
 * function the vehicle instalment calculator shows its figures from.
 */
export function listingFinance(price: number): VehicleFinanceResult & { readonly deposit: number } {
  const deposit = listingDeposit(price);
  const result = calculateVehicleFinance({
    purchasePrice: price,
    deposit,
    annualRatePercent: LISTING_FINANCE_ASSUMPTIONS.annualRatePercent,
    termMonths: LISTING_FINANCE_ASSUMPTIONS.termMonths,
    balloonPercent: LISTING_FINANCE_ASSUMPTIONS.balloonPercent,
    initiationFeeFinanced: true,
    ...vehicleFinanceFees(price, deposit),
  });
  return { ...result, deposit };
}

/** The monthly instalment (repayment plus the monthly service fee) of a car at `price` under the listing assumptions. */
export function listingMonthlyInstalment(price: number): number {
  return listingFinance(price).monthlyInstalment;
}
