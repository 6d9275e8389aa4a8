import type { ExpenseCategory, IncomeCategory } from "~/lib/finance/budget";

export const INCOME_LABELS: Readonly<Record<IncomeCategory, string>> = {
  salary: "Net salary (after tax)",
  otherIncome: "Other income",
};

export const EXPENSE_LABELS: Readonly<Record<ExpenseCategory, string>> = {
  housing: "Rent or bond",
  groceries: "Groceries",
  transport: "Transport and fuel",
  insurance: "Insurance and medical aid",
  debtRepayments: "Other debt repayments",
  utilities: "Water, electricity and rates",
  education: "School and study fees",
  medical: "Medical costs",
  communication: "Phone and internet",
  entertainment: "Eating out and entertainment",
  savings: "Savings and investments",
  other: "Other expenses",
};
