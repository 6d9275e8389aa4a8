import {
  BUDGET_BUFFER_SHARE,
  budgetLineMessage,
  calculateBudget,
  EXPENSE_CATEGORIES,
  INCOME_CATEGORIES,
  type BudgetInput,
} from "~/lib/finance/budget";
import { formatRand } from "~/lib/format/currency";
import { fieldMessages, parseFigure } from "../shared/calculator-query";
import { RandField } from "../shared/calculator-fields";
import { CalculatorFrame, type CalculatorOutcome } from "../shared/calculator-frame";
import { calculationSummary, shownFigure, type CalculatedFigure } from "../shared/figure-list";
import { useCalculatorQuery } from "../shared/use-calculator-query";
import { CALCULATOR_PREFIXES, queryKey } from "~/lib/finance/calculator-parameters";
import { BudgetChart } from "./budget-chart";
import { EXPENSE_LABELS, INCOME_LABELS } from "./budget-labels";
import { BudgetNextStep } from "./budget-next-step";

const PREFIX = CALCULATOR_PREFIXES["budget"];

/** Starting figures: the example household of the budgeting-tool page copy, labelled as an example there. */
export const BUDGET_DEFAULTS = {
  salary: "32000",
  otherIncome: "0",
  housing: "8000",
  groceries: "4500",
  // Taxi fares or lifts until the vehicle is bought; the vehicle's own costs come out of what is left.
  transport: "1500",
  // Medical aid for one member and household cover.
  insurance: "2200",
  debtRepayments: "1000",
  utilities: "1500",
  education: "1500",
  medical: "300",
  communication: "500",
  entertainment: "600",
  savings: "800",
  other: "700",
} as const satisfies Record<(typeof INCOME_CATEGORIES)[number] | (typeof EXPENSE_CATEGORIES)[number], string>;

type Field = keyof typeof BUDGET_DEFAULTS;
type Values = Readonly<Record<Field, string>>;

export function budgetInput(values: Values): BudgetInput {
  return {
    income: Object.fromEntries(
      INCOME_CATEGORIES.map((category) => [category, parseFigure(values[category])]),
    ) as BudgetInput["income"],
    expenses: Object.fromEntries(
      EXPENSE_CATEGORIES.map((category) => [category, parseFigure(values[category])]),
    ) as BudgetInput["expenses"],
  };
}

export function budgetOutcome(values: Values) {
  const input = budgetInput(values);
  const rules: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(values) as Field[]) {
    const message = budgetLineMessage(parseFigure(values[field]));
    if (message) rules[field] = message;
  }
  const messages = fieldMessages(values, rules);
  if (Object.keys(messages).length > 0) return { messages, outcome: undefined, result: undefined };
  const result = calculateBudget(input);
  const short = result.shortfall > 0;
  const lead: CalculatedFigure = short
    ? { name: "shortfall", label: "Shortfall", amount: result.shortfall }
    : { name: "left-for-vehicle", label: "Left for a vehicle", amount: result.leftForVehicle };
  const figures: CalculatedFigure[] = [
    { name: "total-income", label: "Total income", amount: result.totalIncome },
    { name: "total-expenses", label: "Total expenses", amount: result.totalExpenses },
    { name: "disposable-income", label: "Disposable income", amount: result.disposableIncome },
  ];
  const outcome: CalculatorOutcome = {
    lead: {
      ...shownFigure(lead),
      label: short ? "Each month you are short by" : "Left each month for a vehicle",
    },
    leadNote: short
      ? undefined
      : `After ${BUDGET_BUFFER_SHARE * 100}% of your income kept aside. It has to pay for the whole car: the instalment and its insurance, fuel, tyres and services, so keep the instalment well below it.`,
    figures: [
      ...figures.map(shownFigure),
      ...(short
        ? []
        : [
            {
              name: "buffer",
              label: `Kept aside for the unexpected (${BUDGET_BUFFER_SHARE * 100}% of income)`,
              value: formatRand(result.buffer),
            },
          ]),
    ],
    summary: calculationSummary("budget", [...figures, lead]),
    nextStep: result.leftForVehicle > 0 ? undefined : <BudgetNextStep result={result} />,
  };
  return { messages, outcome, result };
}

/** Budgeting tool: income and expenses in; disposable income and what is left for a vehicle out, with a chart. */
export function BudgetCalculator() {
  const { values, setValue, query, carried } = useCalculatorQuery(PREFIX, BUDGET_DEFAULTS);
  const { messages, outcome, result } = budgetOutcome(values);
  const field = (name: Field) => ({
    name: queryKey(PREFIX, name),
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: messages[name],
  });
  return (
    <CalculatorFrame
      kind="budget"
      label="Budgeting tool"
      query={query}
      carried={carried}
      outcome={outcome}
      inputs={
        <>
          <fieldset className="calculator__group">
            <legend>Income each month</legend>
            {INCOME_CATEGORIES.map((category) => (
              <RandField key={category} label={INCOME_LABELS[category]} {...field(category)} />
            ))}
          </fieldset>
          <fieldset className="calculator__group">
            <legend>Expenses each month</legend>
            {EXPENSE_CATEGORIES.map((category) => (
              <RandField key={category} label={EXPENSE_LABELS[category]} {...field(category)} />
            ))}
          </fieldset>
        </>
      }
      detail={result && <BudgetChart result={result} />}
    />
  );
}
