import { fromCents, toCents } from "./money";

/**
 * The indicative affordability check of the finance application: whether an instalment fits in what a
 * buyer's declared figures leave over, by the minimum expense norms of regulation 23A of the National
 * Credit Regulations. It is an estimate from the buyer's own figures, never a credit decision nor a
 * quotation: the credit provider assesses the application itself, with verified income and the credit
 * bureau's records.
 */

/** One income band of the minimum expense norms: a fixed amount plus a share of the gross income above the band's start. */
export interface MinimumExpenseBand {
  /** The band holds gross monthly incomes above this (rand); the share applies to the income above it. */
  readonly above: number;
  /** The band's highest gross monthly income (rand); null for the last band, which has no top. */
  readonly upTo: number | null;
  /** The "minimum monthly fixed factor" (rand). */
  readonly fixedFactor: number;
  /** The percentage of the gross income above `above` added to the fixed factor, in basis points (6.75% = 675). */
  readonly basisPointsAbove: number;
}

/**
 * Regulation 23A(9), Table 1, "minimum expense norms" per gross monthly income band, as published in
 * Government Notice R202, Government Gazette 38557 of 13 March 2015 (in force from that day). The published
 * bands start at R800.01, R6 250.01, R25 000.01 and R50 000.01; the share is taken of the income above the
 * previous band's top (R800, R6 250, …), so that each fixed factor is the norm at the top of the band below
 * (R800 + 6.75% × R5 450 = R1 167.88; R1 167.88 + 9% × R18 750 = R2 855.38; R2 855.38 + 8.2% × R25 000 =
 * R4 905.38) and the norm never jumps between bands. The table's last column is printed "Monthly fixed factor
 * = % of income above band minimum"; it is read, as everyone applies it, as fixed factor plus that share.
 * The norms have not been updated since 2015; change this table, with its source, if they are.
 */
export const MINIMUM_EXPENSE_NORMS = {
  source: "National Credit Regulations, regulation 23A(9) Table 1 (GN R202, Government Gazette 38557, 13 March 2015)",
  bands: [
    { above: 0, upTo: 800, fixedFactor: 0, basisPointsAbove: 10_000 },
    { above: 800, upTo: 6_250, fixedFactor: 800, basisPointsAbove: 675 },
    { above: 6_250, upTo: 25_000, fixedFactor: 1_167.88, basisPointsAbove: 900 },
    { above: 25_000, upTo: 50_000, fixedFactor: 2_855.38, basisPointsAbove: 820 },
    { above: 50_000, upTo: null, fixedFactor: 4_905.38, basisPointsAbove: 675 },
  ],
} as const satisfies { readonly source: string; readonly bands: readonly MinimumExpenseBand[] };

/** The band a gross monthly income (rand, to the cent) falls in. */
export function minimumExpenseBand(grossMonthlyIncome: number): MinimumExpenseBand {
  const cents = toCents(grossMonthlyIncome);
  const bands: readonly MinimumExpenseBand[] = MINIMUM_EXPENSE_NORMS.bands;
  const band = bands.find((candidate) => candidate.upTo === null || cents <= toCents(candidate.upTo));
  // The last band has no top, so find always finds one; a non-finite income is the caller's mistake.
  if (band === undefined || !Number.isFinite(grossMonthlyIncome) || grossMonthlyIncome < 0)
    throw new RangeError("The gross monthly income must be a finite amount of at least R0");
  return band;
}

/**
 * The minimum expense norm of a gross monthly income, to the cent (half a cent rounds up). Worked in whole
 * cents and basis points, so the sum is exact before its one rounding.
 */
export function minimumExpenseNorm(grossMonthlyIncome: number): number {
  const band = minimumExpenseBand(grossMonthlyIncome);
  const excessCents = toCents(grossMonthlyIncome) - toCents(band.above);
  // excessCents × basis points is a whole number well inside 2^53, and dividing it by 10 000 is exact at .5.
  const shareCents = Math.round((excessCents * band.basisPointsAbove) / 10_000);
  return fromCents(toCents(band.fixedFactor) + shareCents);
}

/** What the buyer declares, per month, in rand. */
export interface AffordabilityCheckInput {
  readonly grossMonthlyIncome: number;
  /** Income after tax and the other deductions on the payslip. */
  readonly netMonthlyIncome: number;
  /** Living expenses the buyer declares (food, housing, transport, school fees, …), debt repayments apart. */
  readonly declaredLivingExpenses: number;
  /** What the buyer repays each month on existing credit (home loan, cards, accounts, other loans). */
  readonly debtRepayments: number;
  /** The instalment of the finance applied for. */
  readonly instalment: number;
}

export interface AffordabilityCheckResult {
  /** The regulation 23A norm for the gross income's band. */
  readonly minimumExpenseNorm: number;
  /** The larger of the declared living expenses and the norm. */
  readonly necessaryExpenses: number;
  /** Net income less necessary expenses and debt repayments; negative when the figures already do not add up. */
  readonly discretionaryIncome: number;
  /** Whether the instalment fits in the discretionary income (indicatively). */
  readonly affordable: boolean;
  /** The largest instalment the figures leave room for: the discretionary income, or R0 when there is none. */
  readonly largestAffordableInstalment: number;
}

/**
 * The indicative check: necessary expenses = max(declared living expenses, norm); discretionary income =
 * net income − necessary expenses − debt repayments; affordable when the instalment is at most the
 * discretionary income. Every figure to the cent.
 */
export function checkAffordability(input: AffordabilityCheckInput): AffordabilityCheckResult {
  const normCents = toCents(minimumExpenseNorm(input.grossMonthlyIncome));
  const necessaryCents = Math.max(toCents(input.declaredLivingExpenses), normCents);
  const discretionaryCents = toCents(input.netMonthlyIncome) - necessaryCents - toCents(input.debtRepayments);
  return {
    minimumExpenseNorm: fromCents(normCents),
    necessaryExpenses: fromCents(necessaryCents),
    discretionaryIncome: fromCents(discretionaryCents),
    affordable: discretionaryCents > 0 && toCents(input.instalment) <= discretionaryCents,
    largestAffordableInstalment: fromCents(Math.max(0, discretionaryCents)),
  };
}
