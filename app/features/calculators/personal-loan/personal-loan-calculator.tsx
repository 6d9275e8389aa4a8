import { formatRand } from "~/lib/format/currency";
import { formatPercentage } from "~/lib/format/percentage";
import {
  calculatePersonalLoan,
  CREDIT_LIFE_PER_THOUSAND,
  representativeExample,
  validatePersonalLoan,
  type CashPowerParameters,
  type PersonalLoanInput,
} from "~/lib/finance/personal-loan";
import { fieldMessages, parseFigure } from "../shared/calculator-query";
import { FigureField, RandField } from "../shared/calculator-fields";
import { CalculatorFrame, type CalculatorOutcome } from "../shared/calculator-frame";
import { useCalculatorQuery } from "../shared/use-calculator-query";
import { useCashPowerParameters } from "./use-cash-power-parameters";

/** Starting figures: the representative example's loan, term and rate. */
export const PERSONAL_LOAN_DEFAULTS = {
  amount: "60000",
  term: "72",
  rate: "24.5",
} as const;

type Field = keyof typeof PERSONAL_LOAN_DEFAULTS;
type Values = Readonly<Record<Field, string>>;

export function personalLoanInput(values: Values, parameters: CashPowerParameters): PersonalLoanInput {
  return {
    loanAmount: parseFigure(values.amount),
    termMonths: parseFigure(values.term),
    annualRatePercent: parseFigure(values.rate),
    initiationFee: parameters.initiationFeeInclVat,
    monthlyServiceFee: parameters.adminFeeInclVat,
  };
}

export function personalLoanOutcome(values: Values, parameters: CashPowerParameters) {
  const input = personalLoanInput(values, parameters);
  const rules = validatePersonalLoan(input, parameters);
  const messages = fieldMessages(values, {
    amount: rules.loanAmount,
    term: rules.termMonths,
    rate: rules.annualRatePercent,
  });
  if (Object.keys(messages).length > 0) return { messages, outcome: undefined };
  const result = calculatePersonalLoan(input);
  const outcome: CalculatorOutcome = {
    lead: {
      name: "monthly-instalment",
      label: "Monthly instalment",
      value: formatRand(result.monthlyInstalment),
    },
    figures: [
      {
        name: "amount-financed",
        label: "Amount financed (with initiation fee)",
        value: formatRand(result.amountFinanced),
      },
      {
        name: "monthly-repayment",
        label: "Monthly repayment",
        value: formatRand(result.monthlyRepayment),
      },
      {
        name: "monthly-service-fee",
        label: "Monthly service fee",
        value: formatRand(input.monthlyServiceFee),
      },
      {
        name: "monthly-credit-life",
        label: "Monthly credit life insurance",
        value: formatRand(result.monthlyCreditLife),
      },
      {
        name: "total-interest",
        label: "Total interest",
        value: formatRand(result.totalInterest),
      },
      {
        name: "total-cost",
        label: "Total cost of credit",
        value: formatRand(result.totalCost),
      },
    ],
    summary: {
      calculator: "personal-loan",
      figures: {
        "Loan amount": input.loanAmount,
        "Term (months)": input.termMonths,
        "Interest rate": input.annualRatePercent,
        "Monthly instalment": result.monthlyInstalment,
        "Total interest": result.totalInterest,
        "Total cost": result.totalCost,
      },
    },
  };
  return { messages, outcome };
}

/** The §9 representative example, worked out by the same function as the calculator (never copied). */
export function RepresentativeExample({ parameters }: { readonly parameters: CashPowerParameters }) {
  const example = representativeExample(parameters);
  return (
    <p className="calculator__example" data-representative-example="">
      <strong>Representative example</strong> (updated {parameters.cpDateUpdated}): a loan of{" "}
      {formatRand(parameters.cpExampleLoan)} over {parameters.cpExampleTerm} months at{" "}
      {formatPercentage(parameters.cpExampleRate, { fractionDigits: 2 })} a year, with an initiation fee of{" "}
      {formatRand(parameters.initiationFeeInclVat)} and a monthly service fee of{" "}
      {formatRand(parameters.adminFeeInclVat)} (both including VAT) and credit life insurance, costs{" "}
      {formatRand(example.monthlyInstalment)} a month and{" "}
      <span data-figure="representative-total">{formatRand(example.totalCost)}</span> in total.
    </p>
  );
}

/**
 * CashPower personal loan: amount, term and rate within the cash-power parameters; cost of credit out.
 * `defaults` are the §9 parameters (DEFAULT_CASH_POWER_PARAMETERS), handed over by the route's loader so
 * that their module, which builds a zod schema, stays out of the browser's first download.
 */
export function PersonalLoanCalculator({ defaults }: { readonly defaults: CashPowerParameters }) {
  const parameters = useCashPowerParameters(defaults);
  const { values, setValue, query } = useCalculatorQuery("loan", PERSONAL_LOAN_DEFAULTS);
  const { messages, outcome } = personalLoanOutcome(values, parameters);
  const field = (name: Field) => ({
    name: `loan-${name}`,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: messages[name],
  });
  return (
    <CalculatorFrame
      kind="personal-loan"
      label="Personal loan calculator"
      query={query}
      outcome={outcome}
      inputs={
        <>
          <RandField label="Loan amount" {...field("amount")} />
          <FigureField label="Term (months)" {...field("term")} />
          <FigureField label="Interest rate" {...field("rate")} />
          <p className="calculator__hint">
            Terms from {parameters.cpTermMin} to {parameters.cpTermMax} months; rates from{" "}
            {formatPercentage(parameters.cpInterestMin, { fractionDigits: 2 })} to{" "}
            {formatPercentage(parameters.cpInterestMax, { fractionDigits: 2 })} a year, depending on your credit
            profile.
          </p>
        </>
      }
      note={
        <>
          <p>
            Includes the initiation fee of {formatRand(parameters.initiationFeeInclVat)} (financed with the loan), the
            monthly service fee of {formatRand(parameters.adminFeeInclVat)} and credit life insurance at{" "}
            <span className="calculator__nowrap">{formatRand(CREDIT_LIFE_PER_THOUSAND)}</span> a month per{" "}
            <span className="calculator__nowrap">{formatRand(1000)}</span> financed. An estimate, not a quotation.
          </p>
          <RepresentativeExample parameters={parameters} />
        </>
      }
    />
  );
}
