import type { GlanceAgreement, PageContent, ProductGlance } from "~/content/page-content";
import {
  AGREEMENT_CAPS,
  interestCapBasis,
  maximumInterestRate,
  maximumMonthlyServiceFee,
  repoRateAsAt,
  withVat,
} from "~/lib/finance/credit-regulations";
import {
  cashPowerAsAt,
  offeredRateRange,
  offeredRatesAsAt,
  publishedRateAboveCap,
  representativeExample,
  type CashPowerParameters,
} from "~/lib/finance/personal-loan";
import { VEHICLE_FINANCE_EXAMPLE, VEHICLE_FINANCE_LIMITS, vehicleFinanceExample } from "~/lib/finance/vehicle-finance";
import { formatRand } from "~/lib/format/currency";
import { formatFigure } from "~/lib/format/figure";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";
import type { LiveFigures } from "~/content/live-figures";

/**
 * The figures of a product page's "at a glance" table and hero, worked out from the credit rules
 * (app/lib/finance) and written by the one formatter of each kind. Route loaders call this on the server
 * and hand the words to the page, so neither the rules nor the formatters join the page's JavaScript.
 */
export interface GlanceFigures {
  readonly term: string;
  /** "Interest rate", or what takes its place in an agreement without interest. */
  readonly rateLabel: string;
  readonly rate: string;
  readonly fees: string;
  /** The three figures the hero shows: short label and value, and a fact beneath the value where it needs one. */
  readonly key: readonly KeyFigure[];
}

export interface KeyFigure {
  readonly label: string;
  readonly value: string;
  /** A fact shown beneath the value, e.g. the legal maximum under a rate, with its date. */
  readonly note?: string;
}

const months = (value: number) => formatFigure("months", value);

function termRange(
  glance: ProductGlance,
  cashPower: CashPowerParameters,
): { readonly min: number; readonly max: number } | undefined {
  if (glance.termMonths) return glance.termMonths;
  switch (glance.agreement) {
    case "instalment-agreement":
      return { min: VEHICLE_FINANCE_LIMITS.termMinMonths, max: VEHICLE_FINANCE_LIMITS.termMaxMonths };
    case "unsecured-credit-transaction":
      return { min: cashPower.cpTermMin, max: cashPower.cpTermMax };
    case "business":
    case "shariah":
    case "rental":
      return undefined;
    default:
      return glance.agreement satisfies never;
  }
}

/** The legal maximum fees of a credit agreement of this type, including VAT. */
function feeCaps(type: "instalment-agreement" | "unsecured-credit-transaction") {
  return {
    initiation: formatRand(withVat(AGREEMENT_CAPS[type].initiationFee.ceiling)),
    monthly: formatRand(maximumMonthlyServiceFee(type)),
  };
}

function feesText(agreement: GlanceAgreement): string {
  // Shariah-compliant finance is still a credit agreement under the National Credit Act: the instalment
  // agreement's fee caps apply to it.
  const type = agreement === "unsecured-credit-transaction" ? agreement : "instalment-agreement";
  if (agreement === "rental") return "Built into the monthly rental and set out in your quotation before you sign";
  if (agreement === "business")
    return "An initiation fee and a monthly service fee, set out in your quotation before you sign; for a business the National Credit Act covers, never more than its maximums";
  const { initiation, monthly } = feeCaps(type);
  return `A once-off initiation fee of at most ${initiation} and a monthly service fee of at most ${monthly}, both including VAT: the most the National Credit Act allows`;
}

const rate = (value: number) => formatFigure("rate", value);

/** "legal maximum 23.75%, as at 29 January 2026": the Act's maximum rate for the type, with its date. */
function capNote(type: "instalment-agreement" | "unsecured-credit-transaction"): string {
  return `legal maximum ${rate(maximumInterestRate(type))}, ${repoRateAsAt()}`;
}

/** The vehicle calculator's example, in words: the rate the product pages lead with. */
function vehicleExampleText(): string {
  const example = vehicleFinanceExample();
  const { purchasePrice, deposit, annualRatePercent, termMonths } = VEHICLE_FINANCE_EXAMPLE;
  return `for example ${rate(annualRatePercent)} a year: ${formatRand(example.monthlyInstalment)} a month for ${months(termMonths)} on a vehicle of ${formatRand(purchasePrice)} with a deposit of ${formatRand(deposit)}, the calculator's example`;
}

/** The personal loan's representative example, in words, with the date of its parameters. */
function personalLoanExampleText(cashPower: CashPowerParameters): string {
  const example = representativeExample(cashPower);
  return `Representative example ${cashPowerAsAt(cashPower)}: ${formatRand(example.loanAmount)} over ${months(cashPower.cpExampleTerm)} at ${rate(cashPower.cpExampleRate)} a year, ${formatRand(example.monthlyInstalment)} a month at first, a total repayable of ${formatRand(example.totalRepayable)}`;
}

function rateText(
  agreement: GlanceAgreement,
  cashPower: CashPowerParameters,
): {
  readonly label: string;
  readonly value: string;
  readonly key: KeyFigure;
} {
  switch (agreement) {
    case "instalment-agreement": {
      const maximum = rate(maximumInterestRate(agreement));
      return {
        label: "Interest rate",
        value: `Fixed or linked to prime and set by your credit profile, ${vehicleExampleText()}. Never more than ${maximum} a year, the National Credit Act maximum for an instalment agreement (${interestCapBasis(agreement)})`,
        key: {
          label: "Example rate",
          value: rate(VEHICLE_FINANCE_EXAMPLE.annualRatePercent),
          note: `Our example; ${capNote(agreement)}`,
        },
      };
    }
    case "unsecured-credit-transaction": {
      const offered = offeredRateRange(cashPower);
      const lowest = rate(offered.min);
      const highest = rate(offered.max);
      const maximum = rate(maximumInterestRate(agreement));
      const aboveCap = publishedRateAboveCap(cashPower);
      const capWins =
        aboveCap === undefined
          ? ""
          : `; the published rates go up to ${rate(aboveCap)}, above that maximum, so no loan is offered above ${maximum}`;
      return {
        label: "Interest rate",
        value: `${lowest} to ${highest} a year ${offeredRatesAsAt(cashPower)}, fixed for the term and set by your risk profile; ${maximum} is the National Credit Act maximum for a personal loan (${interestCapBasis(agreement)})${capWins}. ${personalLoanExampleText(cashPower)}`,
        key: {
          label: "Interest rate",
          value: `${lowest} to ${highest}`,
          note: `Rates ${cashPowerAsAt(cashPower)}; ${capNote(agreement)}`,
        },
      };
    }
    case "business":
      return {
        label: "Interest rate",
        value: "Fixed or linked to prime, priced for your business's credit profile, the asset and the term",
        key: { label: "Interest rate", value: "Fixed or linked" },
      };
    case "shariah":
      // No interest is charged: the profit is a fixed amount agreed before signing and included in the price,
      // so what is known up front is that amount, not a rate.
      return {
        label: "Profit",
        value:
          "A fixed profit amount, agreed up front and included in the price you repay, so your instalment does not change with interest rates; no interest is charged",
        key: { label: "Profit", value: "Fixed amount", note: "Agreed up front; no interest" },
      };
    case "rental":
      return {
        label: "Rental",
        value: "A fixed monthly rental, quoted upfront for the agreed term and use",
        key: { label: "Rental", value: "Fixed rental" },
      };
    default:
      return agreement satisfies never;
  }
}

/** The hero's fee figure: the legal maximum monthly service fee where the Act's caps apply. */
function feeKeyFigure(agreement: GlanceAgreement): KeyFigure {
  switch (agreement) {
    case "rental":
      return { label: "Fees", value: "In the rental" };
    case "business":
      return { label: "Fees", value: "In your quote" };
    case "unsecured-credit-transaction":
      return { label: "Monthly service fee", value: `up to ${feeCaps(agreement).monthly}` };
    case "instalment-agreement":
    case "shariah":
      return { label: "Monthly service fee", value: `up to ${feeCaps("instalment-agreement").monthly}` };
    default:
      return agreement satisfies never;
  }
}

/**
 * The figures of one "at a glance" section. A personal loan's terms and rates are the live cash-power
 * parameters the page is rendered with (the §9 defaults without the server).
 */
export function glanceFiguresOf(
  glance: ProductGlance,
  cashPower: CashPowerParameters = DEFAULT_CASH_POWER_PARAMETERS,
): GlanceFigures {
  const range = termRange(glance, cashPower);
  const term = glance.termNote ?? (range ? `${range.min} to ${months(range.max)}` : "Agreed with you for the asset");
  const rates = rateText(glance.agreement, cashPower);
  const fees = feesText(glance.agreement);
  const key = [
    { label: "Term", value: range ? `${range.min} to ${months(range.max)}` : "To suit the asset" },
    rates.key,
    feeKeyFigure(glance.agreement),
  ];
  return { term, rateLabel: rates.label, rate: rates.value, fees, key };
}

/** The figures of a page's "at a glance" section, when it has one: what a product route's loader returns. */
export function glanceFigures(
  content: PageContent,
  cashPower: CashPowerParameters = DEFAULT_CASH_POWER_PARAMETERS,
): GlanceFigures | undefined {
  const section = content.sections.find((candidate) => candidate.kind === "at-a-glance");
  return section?.kind === "at-a-glance" ? glanceFiguresOf(section, cashPower) : undefined;
}

/**
 * The words of the live figures the copy names (live-figures.ts), from the cash-power parameters the page
 * is rendered with: the terms as whole numbers ("24", "72"), the rates the calculator offers ("18.00%").
 */
export function liveFigures(cashPower: CashPowerParameters = DEFAULT_CASH_POWER_PARAMETERS): LiveFigures {
  const offered = offeredRateRange(cashPower);
  return {
    cashPowerTermMin: String(cashPower.cpTermMin),
    cashPowerTermMax: String(cashPower.cpTermMax),
    cashPowerRateMin: formatFigure("rate", offered.min),
    cashPowerRateMax: formatFigure("rate", offered.max),
    cashPowerRatesAsAt: offeredRatesAsAt(cashPower),
  };
}
