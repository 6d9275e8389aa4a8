import { formatRand } from "~/lib/format/currency";
import { formatPercentage } from "~/lib/format/percentage";
import {
  calculateVehicleFinance,
  DEFAULT_INITIATION_FEE,
  DEFAULT_MONTHLY_SERVICE_FEE,
  validateVehicleFinance,
  type VehicleFinanceInput,
} from "~/lib/finance/vehicle-finance";
import { RadioCard } from "~/ui/radio-card/radio-card";
import { fieldMessages, parseFigure } from "../shared/calculator-query";
import { FigureField, RandField } from "../shared/calculator-fields";
import { CalculatorFrame, type CalculatorOutcome } from "../shared/calculator-frame";
import { useCalculatorQuery } from "../shared/use-calculator-query";

/** Starting figures: an example vehicle, labelled as an example on the page, not an offer. */
export const VEHICLE_INSTALMENT_DEFAULTS = {
  price: "350000",
  deposit: "35000",
  rate: "13.25",
  term: "72",
  balloon: "0",
  fee: "financed",
  service: String(DEFAULT_MONTHLY_SERVICE_FEE),
} as const;

type Field = keyof typeof VEHICLE_INSTALMENT_DEFAULTS;
type Values = Readonly<Record<Field, string>>;

export function vehicleInput(values: Values): VehicleFinanceInput {
  return {
    purchasePrice: parseFigure(values.price),
    deposit: parseFigure(values.deposit),
    annualRatePercent: parseFigure(values.rate),
    termMonths: parseFigure(values.term),
    balloonPercent: parseFigure(values.balloon),
    initiationFee: DEFAULT_INITIATION_FEE,
    initiationFeeFinanced: values.fee !== "upfront",
    monthlyServiceFee: parseFigure(values.service),
  };
}

/** The field messages and, when every field is usable, the figures of the vehicle instalment calculator. */
export function vehicleOutcome(values: Values) {
  const input = vehicleInput(values);
  const rules = validateVehicleFinance(input);
  const messages = fieldMessages(values, {
    price: rules.purchasePrice,
    deposit: rules.deposit,
    rate: rules.annualRatePercent,
    term: rules.termMonths,
    balloon: rules.balloonPercent,
    service: Number.isFinite(input.monthlyServiceFee) ? undefined : "This is not a number",
  });
  if (Object.keys(messages).length > 0) return { messages, outcome: undefined };
  const result = calculateVehicleFinance(input);
  const outcome: CalculatorOutcome = {
    lead: {
      name: "monthly-instalment",
      label: "Monthly instalment",
      value: formatRand(result.monthlyInstalment),
    },
    figures: [
      {
        name: "balloon-amount",
        label: "Balloon amount",
        value: formatRand(result.balloonAmount),
      },
      {
        name: "amount-financed",
        label: "Amount financed",
        value: formatRand(result.amountFinanced),
      },
      {
        name: "total-interest",
        label: "Total interest",
        value: formatRand(result.totalInterest),
      },
      {
        name: "total-fees",
        label: "Total fees",
        value: formatRand(result.totalFees),
      },
      {
        name: "total-repayable",
        label: "Total repayable",
        value: formatRand(result.totalRepayable),
      },
    ],
    summary: {
      calculator: "vehicle-finance",
      figures: {
        "Purchase price": input.purchasePrice,
        Deposit: input.deposit,
        "Interest rate": input.annualRatePercent,
        "Term (months)": input.termMonths,
        "Balloon (%)": input.balloonPercent,
        "Monthly instalment": result.monthlyInstalment,
        "Balloon amount": result.balloonAmount,
        "Total interest": result.totalInterest,
        "Total fees": result.totalFees,
        "Total repayable": result.totalRepayable,
      },
    },
  };
  return { messages, outcome };
}

/**
 * Vehicle finance instalment (issue 6): price, deposit, rate, term and balloon in; the monthly instalment,
 * balloon amount, total interest, total fees and total repayable out, as you type.
 */
export function VehicleInstalmentCalculator() {
  const { values, setValue, query } = useCalculatorQuery("vehicle", VEHICLE_INSTALMENT_DEFAULTS);
  const { messages, outcome } = vehicleOutcome(values);
  const field = (name: Field) => ({
    name: `vehicle-${name}`,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: messages[name],
  });
  return (
    <CalculatorFrame
      kind="vehicle-instalment"
      label="Vehicle finance instalment calculator"
      query={query}
      outcome={outcome}
      inputs={
        <>
          <RandField label="Purchase price" {...field("price")} />
          <RandField label="Deposit" {...field("deposit")} />
          <FigureField label="Interest rate" {...field("rate")} />
          <FigureField label="Term (months)" {...field("term")} />
          <FigureField label="Balloon (%)" {...field("balloon")} />
          <fieldset className="calculator__choice">
            <legend>Initiation fee of {formatRand(DEFAULT_INITIATION_FEE)}</legend>
            <RadioCard
              name="vehicle-fee"
              value="financed"
              title="Add it to the amount financed"
              checked={values.fee !== "upfront"}
              onChange={() => setValue("fee", "financed")}
            />
            <RadioCard
              name="vehicle-fee"
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
            An estimate at {formatPercentage(parseFigure(values.rate), { fractionDigits: 2 })} a year, not a quotation:
            your rate depends on your credit profile, and credit life and vehicle insurance are extra. Term 12 to 96
            months; balloon up to 40% of the price.
          </p>
        )
      }
    />
  );
}
