import { roundCents } from "./money";
import { aboveMessage, belowMessage, wholeRands } from "./field-limits";

export const INCOME_CATEGORIES = ["salary", "otherIncome"] as const;
export const EXPENSE_CATEGORIES = [
  "housing",
  "groceries",
  "transport",
  "insurance",
  "debtRepayments",
  "utilities",
  "education",
  "medical",
  "communication",
  "entertainment",
  "savings",
  "other",
] as const;

export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export interface BudgetInput {
  readonly income: Readonly<Record<IncomeCategory, number>>;
  readonly expenses: Readonly<Record<ExpenseCategory, number>>;
}

/**
 * Share of net income kept aside for the unexpected before any of what is left goes to a vehicle
 * instalment. A planning rule of thumb, shown to the visitor with the result.
 */
export const BUDGET_BUFFER_SHARE = 0.1;

/** The most a budget line may hold: an amount a month, far above any household's, that still catches a typo. */
export const BUDGET_LIMITS = { amountMax: 10_000_000 } as const;

export interface BudgetResult {
  readonly totalIncome: number;
  readonly totalExpenses: number;
  /** Income less expenses; negative when expenses exceed income. */
  readonly disposableIncome: number;
  /** How much more goes out than comes in each month; 0 when income covers expenses. */
  readonly shortfall: number;
  readonly buffer: number;
  /**
   * What the budget leaves each month for a vehicle after the buffer, never negative: the instalment and
   * the car's insurance and running costs all come out of it, so the instalment itself must be lower.
   */
  readonly leftForVehicle: number;
  /** Each expense category's share of income, for the chart. */
  readonly expenseShares: readonly {
    readonly category: ExpenseCategory;
    readonly amount: number;
    readonly share: number;
  }[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function calculateBudget(input: BudgetInput): BudgetResult {
  const totalIncome = sum(INCOME_CATEGORIES.map((category) => input.income[category]));
  const totalExpenses = sum(EXPENSE_CATEGORIES.map((category) => input.expenses[category]));
  const disposableIncome = totalIncome - totalExpenses;
  const buffer = totalIncome * BUDGET_BUFFER_SHARE;
  return {
    totalIncome: roundCents(totalIncome),
    totalExpenses: roundCents(totalExpenses),
    disposableIncome: roundCents(disposableIncome),
    shortfall: roundCents(Math.max(0, -disposableIncome)),
    buffer: roundCents(buffer),
    leftForVehicle: roundCents(Math.max(0, disposableIncome - buffer)),
    expenseShares: EXPENSE_CATEGORIES.map((category) => ({
      category,
      amount: roundCents(input.expenses[category]),
      share: totalIncome > 0 ? input.expenses[category] / totalIncome : 0,
    })),
  };
}

/** The field message for one budget line, or undefined when the amount can be used. */
export function budgetLineMessage(amount: number): string | undefined {
  if (!Number.isFinite(amount)) return "This is not a number";
  if (amount < 0) return belowMessage(wholeRands(0));
  if (amount > BUDGET_LIMITS.amountMax) return aboveMessage(wholeRands(BUDGET_LIMITS.amountMax));
  return undefined;
}
