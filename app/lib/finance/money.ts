/** Rounds a rand amount to cents, half away from zero, without binary floating-point surprises (1.005 → 1.01). */
export function roundCents(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(amount) * 100 + 1e-9)) / 100;
}

/** Monthly rate from an annual nominal rate in percent (24.5 → 0.0204166…). */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12;
}

/**
 * Level payment that takes a present value `principal` to a future value `residual` over `months` at a
 * monthly rate: PMT = (P·(1+r)^n − B)·r / ((1+r)^n − 1); at 0% interest, (P − B) / n.
 */
export function levelPayment(principal: number, residual: number, rate: number, months: number): number {
  if (months <= 0) throw new RangeError("The term must be at least one month");
  if (isEffectivelyZero(rate)) return (principal - residual) / months;
  const growthLessOne = Math.expm1(months * Math.log1p(rate));
  return ((principal * (growthLessOne + 1) - residual) * rate) / growthLessOne;
}

/**
 * Rates this small behave as 0% to the cent over any term we offer; treating them as 0 keeps the
 * formulas from dividing by a (1+r)^n − 1 that rounds to nothing.
 */
export function isEffectivelyZero(rate: number): boolean {
  return Math.abs(rate) < 1e-9;
}

/**
 * A rand amount as a whole number of cents (rounded half away from zero), for sums that must add up to the
 * cent: adding cents is exact where adding rand fractions in binary floating point is not.
 */
export function toCents(amount: number): number {
  return Math.round(roundCents(amount) * 100);
}

/** Whole cents back to rand. */
export function fromCents(cents: number): number {
  return cents / 100;
}
