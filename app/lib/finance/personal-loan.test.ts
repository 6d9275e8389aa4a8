import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calculatePersonalLoan,
  calculatePersonalLoanWith,
  personalLoanFees,
  representativeExample,
  validatePersonalLoan,
  type CashPowerParameters,
} from "./personal-loan";

// The §9 defaults, written out here so the test does not read the module it checks against.
const parameters: CashPowerParameters = {
  cpTermMin: 24,
  cpTermMax: 72,
  cpInterestMin: 18,
  cpInterestMax: 28,
  cpDateUpdated: "July 2025",
  cpExampleRate: 24.5,
  cpExampleTerm: 72,
  initiationFeeInclVat: 1207.5,
  adminFeeInclVat: 69,
  cpExampleLoan: 60_000,
  cpExampleCost: 137_754.32,
};

describe("the §9 representative example", () => {
  const example = representativeExample(parameters);

  // The spec's R137 754.32 is 72 unrounded instalments of R1 913.2544 with credit life at R3.50 per R1 000
  // of the opening amount every month. From month 29 that premium is above the R4.50 per R1 000 of the
  // balance the Credit Life Insurance Regulations allow, so the premium is capped from then on, and each
  // instalment is rounded to the cent with the last one settling the balance.
  it("repays R133 770.49 in total for R60 000 over 72 months at 24.50%, not the spec's uncapped R137 754.32", () => {
    expect(example.totalRepayable).toBe(133_770.49);
    expect(parameters.cpExampleCost - example.totalRepayable).toBeCloseTo(3983.83, 2);
  });

  it("states the cost of credit, R73 770.49, and each of its parts, credit life included", () => {
    const { schedule, ...figures } = example;
    expect(figures).toEqual({
      loanAmount: 60_000,
      initiationFee: 1207.5,
      amountFinanced: 61_207.5,
      monthlyRepayment: 1630.03,
      monthlyServiceFee: 69,
      monthlyCreditLife: 214.23,
      monthlyInstalment: 1913.26,
      finalInstalment: 1705.93,
      creditLifeCappedFromMonth: 29,
      totalInterest: 56_154.38,
      totalServiceFees: 4968,
      totalCreditLife: 11_440.61,
      costOfCredit: 73_770.49,
      totalRepayable: 133_770.49,
    });
    expect(schedule).toHaveLength(72);
    // R3.50 per R1 000 of R61 207.50 for 28 months, then R4.50 per R1 000 of the month's balance.
    expect(schedule[27]).toMatchObject({ month: 28, creditLife: 214.23, instalment: 1913.26 });
    expect(schedule[28]).toMatchObject({ month: 29, openingBalance: 47_028.63, creditLife: 211.62 });
  });
});

describe("the rules every personal loan keeps", () => {
  const loans = fc.record({
    loanAmount: fc.integer({ min: 2_000, max: 350_000 }),
    termMonths: fc.integer({ min: 24, max: 72 }),
    annualRatePercent: fc.double({ min: 0, max: 27.75, noNaN: true }),
  });
  const cents = (amount: number) => Math.round(amount * 100);

  it("never charges a month's credit life above R4.50 per R1 000 of that month's outstanding balance", () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const result = calculatePersonalLoanWith(loan, parameters);
        for (const month of result.schedule) {
          expect(month.creditLife * 1000).toBeLessThanOrEqual(4.5 * month.openingBalance + 1e-6);
          expect(month.creditLife).toBeLessThanOrEqual(result.monthlyCreditLife);
        }
      }),
    );
  });

  it("adds up: total repayable is the sum of the instalments as rounded to the cent", () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const result = calculatePersonalLoanWith(loan, parameters);
        const paid = result.schedule.reduce((sum, month) => sum + cents(month.instalment), 0);
        expect(cents(result.totalRepayable)).toBe(paid);
        expect(cents(result.totalCreditLife)).toBe(
          result.schedule.reduce((sum, month) => sum + cents(month.creditLife), 0),
        );
        expect(cents(result.costOfCredit)).toBe(
          cents(result.totalInterest) +
            cents(result.initiationFee) +
            cents(result.totalServiceFees) +
            cents(result.totalCreditLife),
        );
        expect(cents(result.costOfCredit)).toBe(cents(result.totalRepayable) - cents(result.loanAmount));
        expect(result.schedule.at(-1)?.instalment).toBe(result.finalInstalment);
        expect(result.schedule[0]?.instalment).toBe(result.monthlyInstalment);
      }),
    );
  });
});

describe("calculatePersonalLoanWith", () => {
  it("charges R2 000 over 24 months at 18% the capped initiation fee of R304.75: R192.13 a month", () => {
    const result = calculatePersonalLoanWith({ loanAmount: 2_000, termMonths: 24, annualRatePercent: 18 }, parameters);
    expect(result.initiationFee).toBe(304.75);
    expect(result.monthlyInstalment).toBe(192.13);
    expect(result.amountFinanced).toBe(2_304.75);
  });

  it.each([
    [2_000, 304.75],
    [5_000, 649.75],
    [9_850, 1207.5],
    [350_000, 1207.5],
  ])("a loan of R%d pays an initiation fee of R%d", (loanAmount, fee) => {
    expect(personalLoanFees(loanAmount, parameters)).toEqual({ initiationFee: fee, monthlyServiceFee: 69 });
  });

  it("never charges more than the Act allows, even when the parameters say more", () => {
    expect(personalLoanFees(60_000, { initiationFeeInclVat: 2_000, adminFeeInclVat: 80 })).toEqual({
      initiationFee: 1207.5,
      monthlyServiceFee: 69,
    });
  });

  it("charges lower fees when the parameters set them lower", () => {
    expect(personalLoanFees(60_000, { initiationFeeInclVat: 500, adminFeeInclVat: 50 })).toEqual({
      initiationFee: 500,
      monthlyServiceFee: 50,
    });
  });
});

describe("calculatePersonalLoan", () => {
  const input = {
    loanAmount: 98_792.5,
    termMonths: 24,
    annualRatePercent: 18,
    initiationFee: 1207.5,
    monthlyServiceFee: 69,
  };

  it("charges credit life at R3.50 per R1 000 financed", () => {
    expect(calculatePersonalLoan(input).monthlyCreditLife).toBe(350);
  });

  it("at 0% costs only fees and credit life", () => {
    const result = calculatePersonalLoan({
      loanAmount: 10_000,
      termMonths: 24,
      annualRatePercent: 0,
      initiationFee: 0,
      monthlyServiceFee: 0,
    });
    // R35 a month (R3.50 per R1 000 of R10 000) until month 7, when R4.50 per R1 000 of the balance is less.
    expect(result).toMatchObject({ monthlyRepayment: 416.67, totalInterest: 0, creditLifeCappedFromMonth: 7 });
    expect(result.totalCreditLife).toBe(530.49);
    expect(result.totalRepayable).toBe(10_000 + 530.49);
    expect(result.costOfCredit).toBe(530.49);
  });

  it.each([
    [{ initiationFee: 304.76, loanAmount: 2_000 }, /initiation fee/],
    [{ monthlyServiceFee: 69.01 }, /monthly service fee/],
    [{ annualRatePercent: 28 }, /cannot be more than 27\.75%/],
    [{ termMonths: 12.5 }, /whole number of months/],
  ])("refuses %o, which the Act or the formula does not allow", (change, message) => {
    expect(() => calculatePersonalLoan({ ...input, ...change })).toThrow(message);
  });
});

describe("validatePersonalLoan", () => {
  const input = {
    loanAmount: 60_000,
    termMonths: 72,
    annualRatePercent: 24.5,
    initiationFee: 1207.5,
    monthlyServiceFee: 69,
  };
  it.each([
    [{}, {}],
    [{ termMonths: 23 }, { termMonths: "The value of this field cannot be less than 24" }],
    [{ termMonths: 73 }, { termMonths: "The value of this field cannot be more than 72" }],
    [{ annualRatePercent: 17.99 }, { annualRatePercent: "The value of this field cannot be less than 18" }],
    [
      { annualRatePercent: 27.76 },
      {
        annualRatePercent:
          "The interest rate cannot be more than 27.75% a year, the most the National Credit Act allows for an unsecured credit transaction (personal loan)",
      },
    ],
    [{ loanAmount: 1_999 }, { loanAmount: "The value of this field cannot be less than R 2 000" }],
    [{ loanAmount: 350_001 }, { loanAmount: "The value of this field cannot be more than R 350 000" }],
    [{ loanAmount: Number.NaN }, { loanAmount: "This is not a number" }],
  ])("%o gives %o", (change, expected) => {
    expect(validatePersonalLoan({ ...input, ...change }, parameters)).toEqual(expected);
  });

  it("keeps a product maximum below the legal one", () => {
    expect(validatePersonalLoan({ ...input, annualRatePercent: 27 }, { ...parameters, cpInterestMax: 26 })).toEqual({
      annualRatePercent: "The value of this field cannot be more than 26",
    });
  });
});
