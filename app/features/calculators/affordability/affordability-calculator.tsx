import { affordablePrice, validateAffordability, type AffordabilityInput } from "~/lib/finance/affordability";
import { formatRand } from "~/lib/format/currency";
import { DEFAULT_INITIATION_FEE, DEFAULT_MONTHLY_SERVICE_FEE } from "~/lib/finance/vehicle-finance";
import { RadioCard } from "~/ui/radio-card/radio-card";
import { fieldMessages, parseFigure } from "../shared/calculator-query";
import { FigureField, RandField } from "../shared/calculator-fields";
import { CalculatorFrame, type CalculatorOutcome } from "../shared/calculator-frame";
import { useCalculatorQuery } from "../shared/use-calculator-query";

/** Starting figures: an example budget, labelled as an example on the page, not an offer. */
export const AFFORDABILITY_DEFAULTS = {
  instalment: "6500",
  deposit: "30000",
  rate: "13.25",
  term: "72",
  balloon: "0",
  fee: "financed",
  service: String(DEFAULT_MONTHLY_SERVICE_FEE),
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
    initiationFee: DEFAULT_INITIATION_FEE,
    initiationFeeFinanced: values.fee !== "upfront",
    monthlyServiceFee: parseFigure(values.service),
  };
}

export function affordabilityOutcome(values: Values) {
  const input = affordabilityInput(values);
  const rules = validateAffordability(input);
  const messages = fieldMessages(values, {
    instalment: rules.monthlyInstalment,
    deposit: rules.deposit,
    rate: rules.annualRatePercent,
    term: rules.termMonths,
    balloon: rules.balloonPercent,
    service: Number.isFinite(input.monthlyServiceFee) ? undefined : "This is not a number",
  });
  if (Object.keys(messages).length > 0) return { messages, outcome: undefined };
  const result = affordablePrice(input);
  const outcome: CalculatorOutcome = {
    lead: {
      name: "purchase-price",
      label: "You could afford a vehicle of about",
      value: formatRand(result.purchasePrice),
    },
    figures: [
      {
        name: "amount-financed",
        label: "Amount financed",
        value: formatRand(result.amountFinanced),
      },
      {
        name: "balloon-amount",
        label: "Balloon amount",
        value: formatRand(result.balloonAmount),
      },
    ],
    summary: {
      calculator: "affordability",
      figures: {
        "Monthly instalment": input.monthlyInstalment,
        Deposit: input.deposit,
        "Interest rate": input.annualRatePercent,
        "Term (months)": input.termMonths,
        "Balloon (%)": input.balloonPercent,
        "Purchase price": result.purchasePrice,
        "Amount financed": result.amountFinanced,
        "Balloon amount": result.balloonAmount,
      },
    },
  };
  return { messages, outcome };
}

/** "How much vehicle can I afford": the instalment formula solved for the purchase price. */
export function AffordabilityCalculator() {
  const { values, setValue, query } = useCalculatorQuery("afford", AFFORDABILITY_DEFAULTS);
  const { messages, outcome } = affordabilityOutcome(values);
  const field = (name: Field) => ({
    name: `afford-${name}`,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: messages[name],
  });
  return (
    <CalculatorFrame
      kind="affordability"
      label="Vehicle affordability calculator"
      query={query}
      outcome={outcome}
      inputs={
        <>
          <RandField label="Monthly instalment" {...field("instalment")} />
          <RandField label="Deposit" {...field("deposit")} />
          <FigureField label="Interest rate" {...field("rate")} />
          <FigureField label="Term (months)" {...field("term")} />
          <FigureField label="Balloon (%)" {...field("balloon")} />
          <fieldset className="calculator__choice">
            <legend>Initiation fee of {formatRand(DEFAULT_INITIATION_FEE)}</legend>
            <RadioCard
              name="afford-fee"
              value="financed"
              title="Add it to the amount financed"
              checked={values.fee !== "upfront"}
              onChange={() => setValue("fee", "financed")}
            />
            <RadioCard
              name="afford-fee"
              value="upfront"
              title="Pay it up front"
              checked={values.fee === "upfront"}
              onChange={() => setValue("fee", "upfront")}
            />
          </fieldset>
          <RandField label="Monthly service fee" {...field("service")} />
        </>
      }
      note={
        outcome && (
          <p>
            The instalment includes the monthly service fee. An estimate, not a quotation: a lender also checks what you
            earn and what you already owe before it offers credit (National Credit Act affordability assessment).
          </p>
        )
      }
    />
  );
}
