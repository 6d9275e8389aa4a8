import { balloonHint, monthsRangeHint, randRangeHint, rateHint } from "~/lib/finance/field-limits";
import { formatRand } from "~/lib/format/currency";
import { formatPercentage } from "~/lib/format/percentage";
import { repoRateAsAt } from "~/lib/finance/credit-regulations";
import {
  calculateVehicleFinance,
  DEFAULT_MONTHLY_SERVICE_FEE,
  validateVehicleFinance,
  VEHICLE_FINANCE_EXAMPLE,
  VEHICLE_FINANCE_LIMITS,
  vehicleFinanceFees,
  type VehicleFinanceInput,
} from "~/lib/finance/vehicle-finance";
import { fieldMessages, parseFigure } from "../shared/calculator-query";
import { FigureField, InitiationFeeChoice, RandField, RateField } from "../shared/calculator-fields";
import { CalculatorFrame, type CalculatorOutcome } from "../shared/calculator-frame";
import { calculationSummary, Rand, shownFigure, type CalculatedFigure } from "../shared/figure-list";
import { totalRepayableBasis } from "../shared/totals-basis";
import { useCalculatorQuery } from "../shared/use-calculator-query";
import { CALCULATOR_PREFIXES, queryKey } from "~/lib/finance/calculator-parameters";

const PREFIX = CALCULATOR_PREFIXES["vehicle-instalment"];

/** Starting figures: the example vehicle (VEHICLE_FINANCE_EXAMPLE), labelled as an example on the page, not an offer. */
export const VEHICLE_INSTALMENT_DEFAULTS = {
  price: String(VEHICLE_FINANCE_EXAMPLE.purchasePrice),
  deposit: String(VEHICLE_FINANCE_EXAMPLE.deposit),
  rate: String(VEHICLE_FINANCE_EXAMPLE.annualRatePercent),
  term: String(VEHICLE_FINANCE_EXAMPLE.termMonths),
  balloon: String(VEHICLE_FINANCE_EXAMPLE.balloonPercent),
  fee: "financed",
} as const;

type Field = keyof typeof VEHICLE_INSTALMENT_DEFAULTS;
type Values = Readonly<Record<Field, string>>;

/** The calculator's input: the typed figures, with the fees the Act allows for the amount borrowed. */
export function vehicleInput(values: Values): VehicleFinanceInput {
  const purchasePrice = parseFigure(values.price);
  const deposit = parseFigure(values.deposit);
  const fees =
    Number.isFinite(purchasePrice) && Number.isFinite(deposit) && deposit >= 0
      ? vehicleFinanceFees(purchasePrice, deposit)
      : { initiationFee: Number.NaN, monthlyServiceFee: DEFAULT_MONTHLY_SERVICE_FEE };
  return {
    purchasePrice,
    deposit,
    annualRatePercent: parseFigure(values.rate),
    termMonths: parseFigure(values.term),
    balloonPercent: parseFigure(values.balloon),
    initiationFeeFinanced: values.fee !== "upfront",
    ...fees,
  };
}

/**
 * The field messages and, when every field is usable, the figures of the vehicle instalment calculator.
 * Without a balloon (`withBalloon` false) the balloon is nil and no figure names one.
 */
export function vehicleOutcome(typed: Values, withBalloon = true) {
  const values = withBalloon ? typed : { ...typed, balloon: "0" };
  const input = vehicleInput(values);
  const rules = validateVehicleFinance(input);
  const messages = fieldMessages(values, {
    price: rules.purchasePrice,
    deposit: rules.deposit,
    rate: rules.annualRatePercent,
    term: rules.termMonths,
    balloon: rules.balloonPercent,
  });
  if (Object.keys(messages).length > 0) return { messages, input, outcome: undefined, basis: undefined };
  const result = calculateVehicleFinance(input);
  const inputs: CalculatedFigure[] = [
    { name: "purchase-price", label: "Purchase price", amount: input.purchasePrice },
    { name: "deposit", label: "Deposit", amount: input.deposit },
    { name: "interest-rate", label: "Interest rate", amount: input.annualRatePercent },
    { name: "term", label: "Term", amount: input.termMonths },
    { name: "balloon", label: "Balloon", amount: input.balloonPercent },
  ];
  const lead: CalculatedFigure = {
    name: "monthly-instalment",
    label: "Monthly instalment",
    amount: result.monthlyInstalment,
  };
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
  const basis = totalRepayableBasis({
    termMonths: input.termMonths,
    monthlyInstalment: result.monthlyInstalment,
    finalInstalment: result.finalInstalment,
    extras: [
      ...(withBalloon && result.balloonAmount > 0 ? [`the balloon of ${formatRand(result.balloonAmount)}`] : []),
      ...(input.initiationFeeFinanced ? [] : ["the initiation fee paid up front"]),
    ],
  });
  const named = (figures: CalculatedFigure[]) =>
    withBalloon ? figures : figures.filter((figure) => !figure.name.startsWith("balloon"));
  const outcome: CalculatorOutcome = {
    lead: shownFigure(lead),
    figures: named(breakdown).map(shownFigure),
    totals: totals.map(shownFigure),
    summary: calculationSummary("vehicle-finance", [...named(inputs), lead, ...named(breakdown), ...totals]),
  };
  return { messages, input, outcome, basis };
}

export interface VehicleInstalmentCalculatorProps {
  /**
   * Figures a page starts from in place of the example's: the balloon payments page starts with a balloon,
   * so its calculator shows one before the visitor types anything. The address then names a figure only
   * where it differs from these.
   */
  readonly startingFigures?: Partial<Values>;
  /**
   * What is financed. A vehicle (the default) has a purchase price, may have a balloon and must be insured;
   * a solar system has an installed cost and no balloon (its finance is paid off in full over the term).
   */
  readonly asset?: "vehicle" | "solar";
}

/** What the calculator calls things for each kind of asset. */
const ASSET_WORDING = {
  vehicle: {
    label: "Vehicle finance instalment calculator",
    price: "Purchase price",
    balloon: true,
    extras: "Credit life and vehicle insurance are extra. Term 12 to 96 months; balloon up to 40% of the price.",
  },
  solar: {
    label: "Solar finance instalment calculator",
    price: "Installed cost",
    balloon: false,
    extras: "Credit life and insurance for the system are extra. Term 12 to 96 months.",
  },
} as const;

/**
 * Vehicle finance instalment: price, deposit, rate, term and balloon in; the monthly instalment and the
 * cost of credit, part by part, out as you type. The fees are the legal maximum for the amount borrowed.
 */
export function VehicleInstalmentCalculator({ startingFigures, asset = "vehicle" }: VehicleInstalmentCalculatorProps) {
  const wording = ASSET_WORDING[asset];
  const { values, setValue, query, carried } = useCalculatorQuery(PREFIX, {
    ...VEHICLE_INSTALMENT_DEFAULTS,
    ...startingFigures,
  });
  // Without a balloon field the balloon is nil, whatever an address says.
  const { messages, input, outcome, basis } = vehicleOutcome(values, wording.balloon);
  const field = (name: Field) => ({
    name: queryKey(PREFIX, name),
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: messages[name],
  });
  // The fee follows the amount borrowed: named only while the price and deposit it comes from are valid.
  const feeKnown = !messages.price && !messages.deposit && Number.isFinite(input.initiationFee);
  const fee = feeKnown ? formatRand(input.initiationFee) : undefined;
  return (
    <CalculatorFrame
      kind="vehicle-instalment"
      label={wording.label}
      query={query}
      carried={carried}
      outcome={outcome}
      inputs={
        <>
          <RandField
            label={wording.price}
            hint={randRangeHint(VEHICLE_FINANCE_LIMITS.priceMin, VEHICLE_FINANCE_LIMITS.priceMax)}
            {...field("price")}
          />
          <RandField label="Deposit" hint="Less than the price" {...field("deposit")} />
          <RateField
            label="Interest rate"
            hint={rateHint(VEHICLE_FINANCE_LIMITS.rateMaxPercent, repoRateAsAt())}
            {...field("rate")}
          />
          <FigureField
            label="Term (months)"
            hint={monthsRangeHint(VEHICLE_FINANCE_LIMITS.termMinMonths, VEHICLE_FINANCE_LIMITS.termMaxMonths)}
            {...field("term")}
          />
          {wording.balloon && (
            <FigureField
              label="Balloon (%)"
              hint={balloonHint(VEHICLE_FINANCE_LIMITS.balloonMaxPercent)}
              {...field("balloon")}
            />
          )}
          <InitiationFeeChoice
            name={queryKey(PREFIX, "fee")}
            value={values.fee}
            onChange={(choice) => setValue("fee", choice)}
            amount={fee}
          />
        </>
      }
      note={
        outcome && (
          <p>
            An estimate at {formatPercentage(input.annualRatePercent, { fractionDigits: 2 })} a year, not a quotation:
            your rate depends on your credit profile and is at most{" "}
            {formatPercentage(VEHICLE_FINANCE_LIMITS.rateMaxPercent, { fractionDigits: 2 })}, the legal maximum for an
            instalment agreement {repoRateAsAt()}. The instalment includes the monthly service fee of{" "}
            <Rand amount={DEFAULT_MONTHLY_SERVICE_FEE} />; the initiation fee is the most the National Credit Act allows
            for the amount borrowed. {basis} The cost of credit is the interest, the initiation fee and the service
            fees; it excludes insurance. {wording.extras}
          </p>
        )
      }
    />
  );
}
