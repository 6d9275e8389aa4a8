import { repoRateAsAt } from "~/lib/finance/credit-regulations";
import {
  AFFORDABILITY_LIMITS,
  affordablePrice,
  validateAffordability,
  type AffordabilityInput,
} from "~/lib/finance/affordability";
import { balloonHint, monthsRangeHint, randRangeHint, rateHint, upToRandHint } from "~/lib/finance/field-limits";
import { formatRand } from "~/lib/format/currency";
import { DEFAULT_MONTHLY_SERVICE_FEE, VEHICLE_FINANCE_LIMITS } from "~/lib/finance/vehicle-finance";
import { fieldMessages, parseFigure } from "../shared/calculator-query";
import { FigureField, InitiationFeeChoice, RandField, RateField } from "../shared/calculator-fields";
import { CalculatorFrame, type CalculatorOutcome } from "../shared/calculator-frame";
import { calculationSummary, Rand, shownFigure, type CalculatedFigure } from "../shared/figure-list";
import { totalRepayableBasis } from "../shared/totals-basis";
import { useCalculatorQuery } from "../shared/use-calculator-query";
import { CALCULATOR_PREFIXES, queryKey } from "~/lib/finance/calculator-parameters";

const PREFIX = CALCULATOR_PREFIXES["affordability"];

/** Starting figures: an example budget, labelled as an example on the page, not an offer. */
export const AFFORDABILITY_DEFAULTS = {
  instalment: "6500",
  deposit: "30000",
  rate: "13.25",
  term: "72",
  balloon: "0",
  fee: "financed",
} as const;

type Field = keyof typeof AFFORDABILITY_DEFAULTS;
type Values = Readonly<Record<Field, string>>;

export function affordabilityInput(values: Values): AffordabilityInput {
  return {
    monthlyInstalment: parseFigure(values.instalment),
    deposit: parseFigure(values.deposit),
    annualRatePercent: parseFigure(values.rate),
    termMonths: parseFigure(values.term),
    balloonPercent: parseFigure(values.balloon),
    initiationFeeFinanced: values.fee !== "upfront",
  };
}

const PRICE_MAX_MESSAGE = `That buys more than the ${formatRand(VEHICLE_FINANCE_LIMITS.priceMax)} we finance: lower the instalment or the deposit`;

export function affordabilityOutcome(values: Values) {
  const input = affordabilityInput(values);
  const rules = validateAffordability(input);
  const messages = fieldMessages(values, {
    instalment: rules.monthlyInstalment,
    deposit: rules.deposit,
    rate: rules.annualRatePercent,
    term: rules.termMonths,
    balloon: rules.balloonPercent,
  });
  if (Object.keys(messages).length > 0) return { messages, outcome: undefined, basis: undefined };
  const result = affordablePrice(input);
  if (result.purchasePrice > VEHICLE_FINANCE_LIMITS.priceMax) {
    return { messages: { instalment: PRICE_MAX_MESSAGE }, outcome: undefined, basis: undefined };
  }
  const inputs: CalculatedFigure[] = [
    { name: "monthly-instalment", label: "Monthly instalment", amount: input.monthlyInstalment },
    { name: "deposit", label: "Deposit", amount: input.deposit },
    { name: "interest-rate", label: "Interest rate", amount: input.annualRatePercent },
    { name: "term", label: "Term", amount: input.termMonths },
    { name: "balloon", label: "Balloon", amount: input.balloonPercent },
  ];
  const lead: CalculatedFigure = { name: "purchase-price", label: "Purchase price", amount: result.purchasePrice };
  // The last instalment settles the balance to the cent; it is named when that makes it differ.
  const final: CalculatedFigure[] =
    result.finalInstalment === result.monthlyInstalment
      ? []
      : [{ name: "final-instalment", label: "Final instalment", amount: result.finalInstalment }];
  const breakdown: CalculatedFigure[] = [
    ...final,
    { name: "amount-financed", label: "Amount financed", amount: result.amountFinanced },
    { name: "balloon-amount", label: "Balloon amount", amount: result.balloonAmount },
    { name: "interest", label: "Interest", amount: result.totalInterest },
    { name: "initiation-fee", label: "Initiation fee", amount: result.initiationFee },
    { name: "service-fees", label: "Service fees", amount: result.totalServiceFees },
  ];
  const totals: CalculatedFigure[] = [
    { name: "cost-of-credit", label: "Cost of credit (excluding insurance)", amount: result.costOfCredit },
    { name: "total-repayable", label: "Total repayable", amount: result.totalRepayable },
  ];
  const outcome: CalculatorOutcome = {
    lead: { ...shownFigure(lead), label: "The vehicle price these figures fit" },
    figures: breakdown.map(shownFigure),
    totals: totals.map(shownFigure),
    summary: calculationSummary("affordability", [...inputs, lead, ...breakdown, ...totals]),
  };
  const basis = totalRepayableBasis({
    termMonths: input.termMonths,
    monthlyInstalment: result.monthlyInstalment,
    finalInstalment: result.finalInstalment,
    extras: [
      ...(result.balloonAmount > 0 ? [`the balloon of ${formatRand(result.balloonAmount)}`] : []),
      ...(input.initiationFeeFinanced ? [] : ["the initiation fee paid up front"]),
    ],
  });
  return { messages, outcome, basis };
}

/** "How much vehicle can I afford": the instalment formula solved for the purchase price. */
export function AffordabilityCalculator() {
  const { values, setValue, query, carried } = useCalculatorQuery(PREFIX, AFFORDABILITY_DEFAULTS);
  const { messages, outcome, basis } = affordabilityOutcome(values);
  const field = (name: Field) => ({
    name: queryKey(PREFIX, name),
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: messages[name],
  });
  return (
    <CalculatorFrame
      kind="affordability"
      label="Vehicle affordability calculator"
      query={query}
      carried={carried}
      outcome={outcome}
      inputs={
        <>
          <RandField
            label="Monthly instalment"
            hint={randRangeHint(AFFORDABILITY_LIMITS.instalmentMin, AFFORDABILITY_LIMITS.instalmentMax)}
            {...field("instalment")}
          />
          <RandField label="Deposit" hint={upToRandHint(AFFORDABILITY_LIMITS.depositMax)} {...field("deposit")} />
          <RateField
            label="Interest rate"
            hint={rateHint(AFFORDABILITY_LIMITS.rateMaxPercent, repoRateAsAt())}
            {...field("rate")}
          />
          <FigureField
            label="Term (months)"
            hint={monthsRangeHint(AFFORDABILITY_LIMITS.termMinMonths, AFFORDABILITY_LIMITS.termMaxMonths)}
            {...field("term")}
          />
          <FigureField
            label="Balloon (%)"
            hint={balloonHint(AFFORDABILITY_LIMITS.balloonMaxPercent)}
            {...field("balloon")}
          />
          <InitiationFeeChoice
            name={queryKey(PREFIX, "fee")}
            value={values.fee}
            onChange={(choice) => setValue("fee", choice)}
          />
        </>
      }
      note={
        outcome && (
          <p>
            The instalment includes the monthly service fee of <Rand amount={DEFAULT_MONTHLY_SERVICE_FEE} />; the
            initiation fee is the most the National Credit Act allows for the amount borrowed. {basis} The cost of
            credit is the interest, the initiation fee and the service fees; it excludes insurance (credit life and
            vehicle insurance are extra). An estimate, not a quotation: a lender also checks what you earn and what you
            already owe before it offers credit (the National Credit Act affordability assessment).
          </p>
        )
      }
    />
  );
}
