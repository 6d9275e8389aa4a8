import type { GlanceAgreement, PageContent, ProductGlance } from "~/content/page-content";
import {
  AGREEMENT_CAPS,
  maximumInterestRate,
  maximumMonthlyServiceFee,
  REPO_RATE,
  withVat,
} from "~/lib/finance/credit-regulations";
import { offeredRateRange, type CashPowerParameters } from "~/lib/finance/personal-loan";
import { VEHICLE_FINANCE_LIMITS } from "~/lib/finance/vehicle-finance";
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
  /** The three figures the hero shows: short label and value. */
  readonly key: readonly { readonly label: string; readonly value: string }[];
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

/** How the Act's maximum rate is made up, so a reader can check it: "(the repo rate of 6.75% plus 17%)". */
function capBasis(type: "instalment-agreement" | "unsecured-credit-transaction"): string {
  return `(the repo rate of ${formatFigure("rate", REPO_RATE.percent)} plus ${AGREEMENT_CAPS[type].interestMarginPercent}%)`;
}

function rateText(
  agreement: GlanceAgreement,
  cashPower: CashPowerParameters,
): {
  readonly label: string;
  readonly value: string;
  readonly key: string;
} {
  switch (agreement) {
    case "instalment-agreement": {
      const maximum = formatFigure("rate", maximumInterestRate(agreement));
      return {
        label: "Interest rate",
        value: `Fixed or linked to prime, set by your credit profile, and never more than ${maximum} a year, the National Credit Act maximum for an instalment agreement ${capBasis(agreement)}`,
        key: `up to ${maximum}`,
      };
    }
    case "unsecured-credit-transaction": {
      const offered = offeredRateRange(cashPower);
      const lowest = formatFigure("rate", offered.min);
      const highest = formatFigure("rate", offered.max);
      const maximum = formatFigure("rate", maximumInterestRate(agreement));
      return {
        label: "Interest rate",
        value: `${lowest} to ${highest} a year, fixed for the term and set by your risk profile; ${maximum} is the National Credit Act maximum for a personal loan ${capBasis(agreement)}`,
        key: `${lowest} to ${highest}`,
      };
    }
    case "business":
      return {
        label: "Interest rate",
        value: "Fixed or linked to prime, priced for your business's credit profile, the asset and the term",
        key: "Fixed or linked",
      };
    case "shariah":
      return {
        label: "Profit rate",
        value: "No interest: a profit margin agreed upfront and fixed for the whole term",
        key: "No interest",
      };
    case "rental":
      return {
        label: "Rental",
        value: "A fixed monthly rental, quoted upfront for the agreed term and use",
        key: "Fixed rental",
      };
    default:
      return agreement satisfies never;
  }
}

/** The hero's fee figure: the legal maximum monthly service fee where the Act's caps apply. */
function feeKeyFigure(agreement: GlanceAgreement): { readonly label: string; readonly value: string } {
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
  const rate = rateText(glance.agreement, cashPower);
  const fees = feesText(glance.agreement);
  const key = [
    { label: "Term", value: range ? `${range.min} to ${months(range.max)}` : "To suit the asset" },
    { label: rate.label, value: rate.key },
    feeKeyFigure(glance.agreement),
  ];
  return { term, rateLabel: rate.label, rate: rate.value, fees, key };
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
  };
}
