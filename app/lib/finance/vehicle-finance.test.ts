import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { affordablePrice } from "./affordability";
import { levelPayment, roundCents } from "./money";
import {
  calculateVehicleFinance,
  DEFAULT_INITIATION_FEE,
  DEFAULT_MONTHLY_SERVICE_FEE,
  validateVehicleFinance,
  VEHICLE_FINANCE_LIMITS,
  vehicleFinanceFees,
  type VehicleFinanceInput,
} from "./vehicle-finance";

const base: VehicleFinanceInput = {
  purchasePrice: 100_000,
  deposit: 0,
  annualRatePercent: 12,
  termMonths: 12,
  balloonPercent: 0,
  initiationFee: 0,
  initiationFeeFinanced: false,
  monthlyServiceFee: 0,
};

describe("calculateVehicleFinance", () => {
  // Each row was worked out by hand or against a published amortisation table.
  it.each<[string, Partial<VehicleFinanceInput>, Partial<ReturnType<typeof calculateVehicleFinance>>]>([
    [
      "R100 000 at 12% over 12 months: the textbook R8 884.88",
      {},
      // Eleven instalments of R8 884.88 and a last of R8 884.85, which settles the balance to the cent.
      {
        monthlyRepayment: 8884.88,
        monthlyInstalment: 8884.88,
        finalInstalment: 8884.85,
        totalInterest: 6618.53,
        totalRepayable: 8884.88 * 11 + 8884.85,
      },
    ],
    [
      // 0% itself is refused (validateVehicleFinance); the smallest rate still divides evenly, never NaN.
      "a rate too small to matter divides the amount evenly and is never NaN",
      { annualRatePercent: Number.MIN_VALUE, termMonths: 60, purchasePrice: 300_000 },
      { monthlyRepayment: 5000, totalInterest: 0, totalRepayable: 300_000 },
    ],
    [
      "a rate too small to matter behaves as 0% instead of dividing by nothing",
      { annualRatePercent: 3.2e-321, termMonths: 12, purchasePrice: 12_000 },
      { monthlyRepayment: 1000, totalInterest: 0 },
    ],
    [
      "a rate too small to matter with a 30% balloon: (P − B) / n",
      { annualRatePercent: Number.MIN_VALUE, termMonths: 60, purchasePrice: 300_000, balloonPercent: 30 },
      { monthlyRepayment: 3500, balloonAmount: 90_000, totalInterest: 0, totalRepayable: 300_000 },
    ],
    [
      "the maximum 40% balloon at 11.75% over 72 months",
      { purchasePrice: 500_000, deposit: 50_000, annualRatePercent: 11.75, termMonths: 72, balloonPercent: 40 },
      {
        amountFinanced: 450_000,
        monthlyRepayment: 6813.44,
        finalInstalment: 6813.49,
        balloonAmount: 200_000,
        totalInterest: 240_567.73,
        totalRepayable: 690_567.73,
      },
    ],
    [
      "a financed initiation fee and a service fee",
      {
        purchasePrice: 250_000,
        deposit: 25_000,
        termMonths: 72,
        initiationFee: 1207.5,
        initiationFeeFinanced: true,
        monthlyServiceFee: 69,
      },
      { amountFinanced: 226207.5, monthlyRepayment: 4422.4, monthlyInstalment: 4491.4, totalFees: 1207.5 + 69 * 72 },
    ],
    [
      "the cost of credit is everything paid above the amount borrowed",
      { purchasePrice: 250_000, deposit: 25_000, termMonths: 72, initiationFee: 1207.5, monthlyServiceFee: 69 },
      // 71 instalments of R4 467.79, a last of R4 468.13 and R1 207.50 up front: R322 888.72, of which
      // R225 000 repays the amount borrowed.
      {
        initiationFee: 1207.5,
        totalServiceFees: 69 * 72,
        monthlyInstalment: 4467.79,
        finalInstalment: 4468.13,
        costOfCredit: 97_888.72,
        totalRepayable: 322_888.72,
      },
    ],
  ])("%s", (_title, change, expected) => {
    expect(calculateVehicleFinance({ ...base, ...change })).toMatchObject(expected);
  });

  it("refuses input the validation rejects", () => {
    expect(() => calculateVehicleFinance({ ...base, deposit: 100_001 })).toThrow(
      "Deposit cannot be more than purchase price",
    );
  });

  it.each<[string, Partial<VehicleFinanceInput>, RegExp]>([
    ["an initiation fee above the cap for the amount", { deposit: 95_000, initiationFee: 1207.5 }, /initiation fee/],
    ["a service fee above R69.00", { monthlyServiceFee: 69.01 }, /monthly service fee/],
    ["a rate above the legal maximum", { annualRatePercent: 23.76 }, /cannot be more than 23\.75%/],
  ])("refuses %s", (_title, change, message) => {
    expect(() => calculateVehicleFinance({ ...base, ...change })).toThrow(message);
  });
});

describe("vehicleFinanceFees", () => {
  it.each<[number, number, number]>([
    [350_000, 35_000, 1207.5],
    [20_000, 15_000, 649.75],
    [10_000, 8_000, 304.75],
  ])("a R%d vehicle with a R%d deposit pays an initiation fee of R%d and R69.00 a month", (price, deposit, fee) => {
    expect(vehicleFinanceFees(price, deposit)).toEqual({ initiationFee: fee, monthlyServiceFee: 69 });
  });

  it("keeps the caps as the defaults: R1 207.50 and R69.00", () => {
    expect([DEFAULT_INITIATION_FEE, DEFAULT_MONTHLY_SERVICE_FEE]).toEqual([1207.5, 69]);
  });
});

describe("validateVehicleFinance", () => {
  it.each<[string, Partial<VehicleFinanceInput>, Record<string, string>]>([
    ["a sensible quote", { purchasePrice: 250_000, deposit: 25_000, termMonths: 72, balloonPercent: 20 }, {}],
    ["deposit above price", { deposit: 100_001 }, { deposit: "Deposit cannot be more than purchase price" }],
    [
      "deposit equal to the price",
      { deposit: 100_000 },
      { deposit: "The deposit pays the whole price, so there is nothing to finance" },
    ],
    [
      "a rate above the legal maximum for an instalment agreement",
      { annualRatePercent: 24.5 },
      {
        annualRatePercent:
          "The interest rate cannot be more than 23.75% a year, the most the National Credit Act allows for an instalment agreement (vehicle and asset finance)",
      },
    ],
    [
      "price below the minimum",
      { purchasePrice: 9_999, deposit: 0 },
      { purchasePrice: "Price cannot be less than R 10 000" },
    ],
    [
      "price above the maximum",
      { purchasePrice: 10_000_001 },
      { purchasePrice: "Price cannot be more than R 10 000 000" },
    ],
    ["term below 12 months", { termMonths: 11 }, { termMonths: "The value of this field cannot be less than 12" }],
    ["term above 96 months", { termMonths: 97 }, { termMonths: "The value of this field cannot be more than 96" }],
    ["balloon above 40%", { balloonPercent: 41 }, { balloonPercent: "The value of this field cannot be more than 40" }],
    [
      "balloon larger than the amount financed",
      { deposit: 90_000, balloonPercent: 20 },
      { balloonPercent: "Balloon cannot be more than the amount financed" },
    ],
    ["not a number", { purchasePrice: Number.NaN }, { purchasePrice: "This is not a number" }],
    ["negative rate", { annualRatePercent: -1 }, { annualRatePercent: "The interest rate must be more than 0%" }],
    ["0% rate", { annualRatePercent: 0 }, { annualRatePercent: "The interest rate must be more than 0%" }],
  ])("%s", (_title, change, expected) => {
    expect(validateVehicleFinance({ ...base, ...change })).toEqual(expected);
  });
});

const validInput = fc
  .record({
    purchasePrice: fc.integer({ min: 10_000, max: 5_000_000 }),
    depositShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    annualRatePercent: fc.double({ min: 0, max: VEHICLE_FINANCE_LIMITS.rateMaxPercent, noNaN: true }),
    termMonths: fc.integer({ min: 12, max: 96 }),
    balloonPercent: fc.integer({ min: 0, max: 40 }),
    initiationFeeFinanced: fc.boolean(),
  })
  .map(({ depositShare, ...rest }) => {
    const deposit = Math.round(rest.purchasePrice * depositShare);
    return { ...rest, deposit, ...vehicleFinanceFees(rest.purchasePrice, deposit) };
  })
  .filter((input) => Object.keys(validateVehicleFinance(input)).length === 0);

describe("properties", () => {
  it("never gives NaN or a negative instalment for valid input", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const result = calculateVehicleFinance(input);
        for (const value of Object.values(result)) expect(Number.isFinite(value)).toBe(true);
        expect(result.monthlyRepayment).toBeGreaterThanOrEqual(0);
        expect(result.totalInterest).toBeGreaterThanOrEqual(-0.01);
      }),
    );
  });

  // Totals are sums of what is actually paid: each instalment as rounded to the cent (the last one settling
  // the balance), the balloon and an up-front fee; the cost of credit is the sum of its parts, to the cent.
  it("adds up: total repayable is the rounded instalments + the balloon + an up-front fee, exactly", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const result = calculateVehicleFinance(input);
        const cents = (amount: number) => Math.round(amount * 100);
        const n = input.termMonths;
        const upfront = input.initiationFeeFinanced ? 0 : result.initiationFee;
        for (const value of Object.values(result)) expect(cents(value)).toBeCloseTo(value * 100, 6);
        expect(cents(result.totalRepayable)).toBe(
          cents(result.monthlyInstalment) * (n - 1) +
            cents(result.finalInstalment) +
            cents(result.balloonAmount) +
            cents(upfront),
        );
        expect(cents(result.costOfCredit)).toBe(
          cents(result.totalInterest) + cents(result.initiationFee) + cents(result.totalServiceFees),
        );
        expect(cents(result.costOfCredit)).toBe(
          cents(result.totalRepayable) - (cents(input.purchasePrice) - cents(input.deposit)),
        );
        // The last instalment only takes up what rounding the others left: at most half a cent of repayment and
        // half a cent of interest a month, grown at the loan's rate to the end of the term.
        const rate = input.annualRatePercent / 1200;
        const growth = rate > 1e-9 ? Math.expm1(n * Math.log1p(rate)) / rate : n;
        expect(Math.abs(result.finalInstalment - result.monthlyInstalment)).toBeLessThanOrEqual(0.01 * growth + 0.01);
      }),
    );
  });

  it("the affordability calculator's totals add up the same way", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const instalment = calculateVehicleFinance(input).monthlyInstalment;
        const result = affordablePrice({ ...input, monthlyInstalment: instalment });
        const cents = (amount: number) => Math.round(amount * 100);
        const upfront = input.initiationFeeFinanced ? 0 : result.initiationFee;
        expect(result.monthlyInstalment).toBeLessThanOrEqual(instalment);
        expect(cents(result.totalRepayable)).toBe(
          cents(result.monthlyInstalment) * (input.termMonths - 1) +
            cents(result.finalInstalment) +
            cents(result.balloonAmount) +
            cents(upfront),
        );
        expect(cents(result.costOfCredit)).toBe(
          cents(result.totalInterest) + cents(result.initiationFee) + cents(result.totalServiceFees),
        );
      }),
    );
  });

  it("costs more each month with a higher rate and less with a longer term", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const result = calculateVehicleFinance(input);
        if (input.annualRatePercent <= VEHICLE_FINANCE_LIMITS.rateMaxPercent - 1) {
          expect(
            calculateVehicleFinance({ ...input, annualRatePercent: input.annualRatePercent + 1 }).monthlyRepayment,
          ).toBeGreaterThanOrEqual(result.monthlyRepayment);
        }
        if (input.termMonths <= 95 && input.annualRatePercent > 0) {
          expect(
            calculateVehicleFinance({ ...input, termMonths: input.termMonths + 1 }).monthlyRepayment,
          ).toBeLessThanOrEqual(result.monthlyRepayment + 0.01);
        }
      }),
    );
  });

  it("affordability is the instalment formula solved for the price", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const { monthlyInstalment } = calculateVehicleFinance(input);
        const { purchasePrice } = affordablePrice({ ...input, monthlyInstalment });
        // The instalment is rounded to cents, so the price comes back within a few cents times the term.
        expect(Math.abs(purchasePrice - input.purchasePrice)).toBeLessThanOrEqual(input.termMonths * 0.01 + 0.01);
      }),
    );
  });
});

describe("money helpers", () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [137754.31555994728, 137754.32],
    [-1.005, -1.01],
    [0, 0],
  ])("roundCents(%s) is %s", (value, expected) => {
    expect(roundCents(value)).toBe(expected);
  });

  it("levelPayment needs at least one month", () => {
    expect(() => levelPayment(1000, 0, 0.01, 0)).toThrow(RangeError);
  });
});
