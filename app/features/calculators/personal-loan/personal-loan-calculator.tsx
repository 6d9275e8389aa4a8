import {
  AGREEMENT_CAPS,
  CREDIT_LIFE_MAX_PER_THOUSAND,
  interestCapBasis,
  maximumInterestRate,
} from "~/lib/finance/credit-regulations";
import { randRangeHint } from "~/lib/finance/field-limits";
import { formatPercentage } from "~/lib/format/percentage";
import {
  calculatePersonalLoanWith,
  cashPowerAsAt,
  CREDIT_LIFE_PER_THOUSAND,
  PERSONAL_LOAN_LIMITS,
  offeredRateRange,
  offeredRatesAsAt,
  publishedRateAboveCap,
  PERSONAL_LOAN_AGREEMENT,
  personalLoanFees,
  representativeExample,
  validatePersonalLoan,
  type CashPowerParameters,
  type PersonalLoanResult,
} from "~/lib/finance/personal-loan";
import { formatRand } from "~/lib/format/currency";
import { fieldMessages, parseFigure } from "../shared/calculator-query";
import { FigureField, RandField, RateField } from "../shared/calculator-fields";
import { CalculatorFrame, type CalculatorOutcome } from "../shared/calculator-frame";
import { calculationSummary, Rand, shownFigure, type CalculatedFigure } from "../shared/figure-list";
import { totalRepayableBasis } from "../shared/totals-basis";
import { useCalculatorQuery } from "../shared/use-calculator-query";
import { CALCULATOR_PREFIXES, queryKey } from "~/lib/finance/calculator-parameters";
import { useCashPowerParameters } from "./use-cash-power-parameters";

const PREFIX = CALCULATOR_PREFIXES["personal-loan"];

/** Starting figures: the representative example's loan, term and rate. */
export const PERSONAL_LOAN_DEFAULTS = {
  amount: "60000",
  term: "72",
  rate: "24.5",
} as const;

type Field = keyof typeof PERSONAL_LOAN_DEFAULTS;
type Values = Readonly<Record<Field, string>>;

export function personalLoanOutcome(values: Values, parameters: CashPowerParameters) {
  const loan = {
    loanAmount: parseFigure(values.amount),
    termMonths: parseFigure(values.term),
    annualRatePercent: parseFigure(values.rate),
  };
  const fees =
    Number.isFinite(loan.loanAmount) && loan.loanAmount >= 0
      ? personalLoanFees(loan.loanAmount, parameters)
      : { initiationFee: Number.NaN, monthlyServiceFee: Number.NaN };
  const rules = validatePersonalLoan({ ...loan, ...fees }, parameters);
  const messages = fieldMessages(values, {
    amount: rules.loanAmount,
    term: rules.termMonths,
    rate: rules.annualRatePercent,
  });
  if (Object.keys(messages).length > 0) return { messages, outcome: undefined, result: undefined };
  const result = calculatePersonalLoanWith(loan, parameters);
  const inputs: CalculatedFigure[] = [
    { name: "loan-amount", label: "Loan amount", amount: result.loanAmount },
    { name: "term", label: "Term", amount: loan.termMonths },
    { name: "interest-rate", label: "Interest rate", amount: loan.annualRatePercent },
  ];
  const lead: CalculatedFigure = {
    name: "monthly-instalment",
    label: "Monthly instalment",
    amount: result.monthlyInstalment,
  };
  const final: CalculatedFigure[] =
    result.finalInstalment === result.monthlyInstalment
      ? []
      : [{ name: "final-instalment", label: "Final instalment", amount: result.finalInstalment }];
  const breakdown: CalculatedFigure[] = [
    ...final,
    { name: "amount-financed", label: "Amount financed", amount: result.amountFinanced },
    { name: "interest", label: "Interest", amount: result.totalInterest },
    { name: "initiation-fee", label: "Initiation fee", amount: result.initiationFee },
    { name: "service-fees", label: "Service fees", amount: result.totalServiceFees },
    { name: "credit-life", label: "Credit life insurance", amount: result.totalCreditLife },
  ];
  const totals: CalculatedFigure[] = [
    { name: "cost-of-credit", label: "Cost of credit (including credit life)", amount: result.costOfCredit },
    { name: "total-repayable", label: "Total repayable", amount: result.totalRepayable },
  ];
  const outcome: CalculatorOutcome = {
    lead: shownFigure(lead),
    leadNote: instalmentNote(result),
    figures: breakdown.map(shownFigure),
    totals: totals.map(shownFigure),
    summary: calculationSummary("personal-loan", [...inputs, lead, ...breakdown, ...totals]),
  };
  return { messages, outcome, result };
}

/**
 * Under the instalment: the months it is paid for, when the credit life cap lowers it later. The premium
 * is R3.50 per R1 000 of the amount financed until that is more than R4.50 per R1 000 of the balance.
 */
function instalmentNote(result: PersonalLoanResult): string | undefined {
  const from = result.creditLifeCappedFromMonth;
  if (from === undefined) return undefined;
  if (from === 1) return `Falls each month with the credit life premium, to ${formatRand(result.finalInstalment)}`;
  return `For months 1 to ${from - 1}; then it falls with the credit life premium, to ${formatRand(result.finalInstalment)}`;
}

/**
 * What credit life costs and what the total repayable adds up, in words: the premium's basis, where the
 * regulations' cap takes over on this loan, and the instalments the total is the sum of.
 */
function creditLifeAndTotals(result: PersonalLoanResult, termMonths: number): string {
  const flat = `Credit life insurance costs ${formatRand(CREDIT_LIFE_PER_THOUSAND)} a month per ${formatRand(1000)} of the amount financed (${formatRand(result.monthlyCreditLife)} a month on this loan), but never more than ${formatRand(CREDIT_LIFE_MAX_PER_THOUSAND)} per ${formatRand(1000)} of the balance still owed that month, the most the Credit Life Insurance Regulations allow`;
  const from = result.creditLifeCappedFromMonth;
  const capped =
    from === undefined ? "." : `: on this loan that cap lowers it from month ${from}, as the balance falls.`;
  return `${flat}${capped} ${totalRepayableBasis({
    termMonths,
    monthlyInstalment: result.monthlyInstalment,
    finalInstalment: result.finalInstalment,
  })}`;
}

/**
 * The §9 representative example, worked out by the same function as the calculator (never copied): the
 * total repayable, then the cost of credit and each of its parts, with the date of the parameters and, where
 * their highest rate is above today's legal maximum, the maximum that applies instead.
 */
export function RepresentativeExample({ parameters }: { readonly parameters: CashPowerParameters }) {
  const example = representativeExample(parameters);
  const aboveCap = publishedRateAboveCap(parameters);
  const maximum = formatPercentage(maximumInterestRate(PERSONAL_LOAN_AGREEMENT), { fractionDigits: 2 });
  return (
    <p className="calculator__example" data-representative-example="">
      <strong>Representative example</strong> (rates and fees {cashPowerAsAt(parameters)}): a loan of{" "}
      <Rand amount={example.loanAmount} /> over {parameters.cpExampleTerm} months at{" "}
      {formatPercentage(parameters.cpExampleRate, { fractionDigits: 2 })} a year is repaid in instalments of{" "}
      <Rand amount={example.monthlyInstalment} /> a month
      {example.finalInstalment === example.monthlyInstalment ? null : (
        <>
          {" "}
          falling to <Rand amount={example.finalInstalment} /> by the last month as credit life follows the balance
        </>
      )}
      , a total repayable of <Rand amount={example.totalRepayable} figure="representative-total" />. The cost of credit
      is <Rand amount={example.costOfCredit} figure="representative-cost-of-credit" />: interest of{" "}
      <Rand amount={example.totalInterest} />, an initiation fee of <Rand amount={example.initiationFee} />, service
      fees of <Rand amount={example.totalServiceFees} /> (<Rand amount={example.monthlyServiceFee} /> a month) and
      credit life insurance of <Rand amount={example.totalCreditLife} figure="representative-credit-life" />, fees
      including VAT. The most a personal loan may be charged is {maximum} a year (
      {interestCapBasis(PERSONAL_LOAN_AGREEMENT)})
      {aboveCap === undefined ? (
        "."
      ) : (
        <>
          ; the published rates go up to {formatPercentage(aboveCap, { fractionDigits: 2 })}, above that maximum, so the
          maximum applies and no loan is offered above {maximum}.
        </>
      )}
    </p>
  );
}

/**
 * CashPower personal loan: amount, term and rate within the cash-power parameters and the legal maximum;
 * the monthly instalment and the cost of credit, part by part, out. `defaults` are the §9 parameters
 * (DEFAULT_CASH_POWER_PARAMETERS), handed over by the route's loader so that their module, which builds a
 * zod schema, stays out of the browser's first download.
 */
export function PersonalLoanCalculator({ defaults }: { readonly defaults: CashPowerParameters }) {
  const parameters = useCashPowerParameters(defaults);
  const { values, setValue, query, carried } = useCalculatorQuery(PREFIX, PERSONAL_LOAN_DEFAULTS);
  const { messages, outcome, result } = personalLoanOutcome(values, parameters);
  const field = (name: Field) => ({
    name: queryKey(PREFIX, name),
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: messages[name],
  });
  const feeRule = AGREEMENT_CAPS[PERSONAL_LOAN_AGREEMENT].initiationFee;
  const rates = offeredRateRange(parameters);
  return (
    <CalculatorFrame
      kind="personal-loan"
      label="Personal loan calculator"
      query={query}
      carried={carried}
      outcome={outcome}
      inputs={
        <>
          <RandField
            label="Loan amount"
            hint={randRangeHint(PERSONAL_LOAN_LIMITS.amountMin, PERSONAL_LOAN_LIMITS.amountMax)}
            {...field("amount")}
          />
          <FigureField label="Term (months)" {...field("term")} />
          <RateField label="Interest rate" {...field("rate")} />
          <p className="calculator__hint">
            Terms from {parameters.cpTermMin} to {parameters.cpTermMax} months; rates from{" "}
            {formatPercentage(rates.min, { fractionDigits: 2 })} to {formatPercentage(rates.max, { fractionDigits: 2 })}{" "}
            a year {offeredRatesAsAt(parameters)}, depending on your credit profile.
          </p>
        </>
      }
      note={
        <>
          <p>
            The initiation fee is <Rand amount={feeRule.base} /> plus{" "}
            {formatPercentage(feeRule.shareAboveThreshold * 100)} of the amount above{" "}
            <Rand amount={feeRule.threshold} />, plus VAT, and never more than{" "}
            <Rand amount={parameters.initiationFeeInclVat} />; it is financed with the loan. The monthly service fee is{" "}
            <Rand amount={personalLoanFees(Number.MAX_SAFE_INTEGER, parameters).monthlyServiceFee} />.{" "}
            {result
              ? creditLifeAndTotals(result, parseFigure(values.term))
              : `Credit life insurance costs ${formatRand(CREDIT_LIFE_PER_THOUSAND)} a month per ${formatRand(1000)} of the amount financed, but never more than ${formatRand(CREDIT_LIFE_MAX_PER_THOUSAND)} per ${formatRand(1000)} of the balance still owed that month.`}{" "}
            The cost of credit includes credit life insurance. An estimate, not a quotation.
          </p>
          <RepresentativeExample parameters={parameters} />
        </>
      }
    />
  );
}
