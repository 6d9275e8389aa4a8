import { describe, expect, it } from "vitest";
import type { ProductGlance } from "~/content/page-content";
import { content as cashPower } from "~/content/pages/cashpower-personal-loans";
import { content as privateFinance } from "~/content/pages/private-finance";
import { content as business } from "~/content/pages/business";
import { maximumInterestRate, maximumMonthlyServiceFee, REPO_RATE } from "~/lib/finance/credit-regulations";
import {
  DEFAULT_INITIATION_FEE,
  VEHICLE_FINANCE_EXAMPLE,
  VEHICLE_FINANCE_LIMITS,
  vehicleFinanceExample,
} from "~/lib/finance/vehicle-finance";
import { representativeExample } from "~/lib/finance/personal-loan";
import { formatDate } from "~/lib/format/date";
import { formatRand } from "~/lib/format/currency";
import { formatFigure } from "~/lib/format/figure";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";
import { glanceFigures, glanceFiguresOf, liveFigures } from "./glance-figures";

const base = { qualifies: "Anyone", documents: ["ID"] } as const;

describe("the figures of a product's at-a-glance table", () => {
  it("gives an instalment agreement the calculator's term and the National Credit Act's rate and fee caps", () => {
    const figures = glanceFigures(privateFinance);
    expect(figures?.term).toBe(
      `${VEHICLE_FINANCE_LIMITS.termMinMonths} to ${formatFigure("months", VEHICLE_FINANCE_LIMITS.termMaxMonths)}`,
    );
    expect(figures?.rate).toContain(formatFigure("rate", maximumInterestRate("instalment-agreement")));
    expect(figures?.fees).toContain(formatRand(DEFAULT_INITIATION_FEE));
    expect(figures?.fees).toContain(formatRand(maximumMonthlyServiceFee("instalment-agreement")));
    expect(figures?.key.map((figure) => figure.label)).toEqual(["Term", "Example rate", "Monthly service fee"]);
    expect(figures?.key[2]?.value).toBe(`up to ${formatRand(maximumMonthlyServiceFee("instalment-agreement"))}`);
  });

  it("leads an instalment agreement's rate with the calculator's example, the dated legal maximum beneath it", () => {
    const figures = glanceFigures(privateFinance);
    expect(figures?.key[1]).toEqual({
      label: "Example rate",
      value: formatFigure("rate", VEHICLE_FINANCE_EXAMPLE.annualRatePercent),
      note: `Our example; legal maximum ${formatFigure("rate", maximumInterestRate("instalment-agreement"))}, as at ${formatDate(REPO_RATE.asAt)}`,
    });
    expect(figures?.rate).toContain(
      `for example ${formatFigure("rate", VEHICLE_FINANCE_EXAMPLE.annualRatePercent)} a year`,
    );
    expect(figures?.rate).toContain(formatRand(vehicleFinanceExample().monthlyInstalment));
  });

  it("dates a personal loan's rates and its representative example, and says when the cap overrules them", () => {
    const figures = glanceFigures(cashPower);
    const { cpDateUpdated } = DEFAULT_CASH_POWER_PARAMETERS;
    expect(figures?.key[1]?.note).toBe(
      `Rates as at ${cpDateUpdated}; legal maximum ${formatFigure("rate", maximumInterestRate("unsecured-credit-transaction"))}, as at ${formatDate(REPO_RATE.asAt)}`,
    );
    expect(figures?.rate).toContain(`Representative example as at ${cpDateUpdated}`);
    expect(figures?.rate).toContain(formatRand(representativeExample(DEFAULT_CASH_POWER_PARAMETERS).totalRepayable));
    // The §9 parameters publish up to 28.00%, above today's cap: the page says the cap applies.
    expect(figures?.rate).toContain("the published rates go up to 28.00%, above that maximum");
    const withinCap = glanceFigures(cashPower, { ...DEFAULT_CASH_POWER_PARAMETERS, cpInterestMax: 26 });
    expect(withinCap?.rate).not.toContain("published rates go up to");
  });

  it("gives a personal loan the cash-power term and rate range", () => {
    const figures = glanceFigures(cashPower);
    const { cpTermMin, cpTermMax, cpInterestMin } = DEFAULT_CASH_POWER_PARAMETERS;
    expect(figures?.term).toBe(`${cpTermMin} to ${formatFigure("months", cpTermMax)}`);
    expect(figures?.rate).toContain(formatFigure("rate", cpInterestMin));
    expect(figures?.rate).toContain(formatFigure("rate", maximumInterestRate("unsecured-credit-transaction")));
    // The cap is shown with how it is made up, so a reader can check it against the repo rate of the day.
    expect(figures?.rate).toContain(
      `(the repo rate of ${formatFigure("rate", REPO_RATE.percent)} plus 21%, as at ${formatDate(REPO_RATE.asAt)})`,
    );
    expect(glanceFigures(privateFinance)?.rate).toContain(
      `(the repo rate of ${formatFigure("rate", REPO_RATE.percent)} plus 17%, as at ${formatDate(REPO_RATE.asAt)})`,
    );
  });

  it("does not promise the Act's caps to a business, which may fall outside them", () => {
    const figures = glanceFigures(business);
    expect(figures?.rate).not.toContain("%");
    expect(figures?.term).toBe("Matched to the working life of the asset");
    expect(figures?.key[2]).toEqual({ label: "Fees", value: "In your quote" });
  });

  it.each<[ProductGlance["agreement"], string]>([
    ["shariah", "Fixed amount"],
    ["rental", "Fixed rental"],
  ])("words the rate of a %s agreement without interest", (agreement, key) => {
    const figures = glanceFiguresOf({ ...base, agreement });
    expect(figures.key[1]?.value).toBe(key);
    expect(figures.rate).not.toMatch(/\d%/);
  });

  it("uses a product's own term when it has one", () => {
    expect(glanceFiguresOf({ ...base, agreement: "business", termMonths: { min: 12, max: 72 } }).term).toBe(
      "12 to 72 months",
    );
  });
});

describe("the live figures the copy names", () => {
  it("are the published terms and the rates the calculator offers, as the at-a-glance table states them", () => {
    const published = { ...DEFAULT_CASH_POWER_PARAMETERS, cpTermMin: 12, cpTermMax: 60, cpInterestMin: 15.5 };
    const figures = liveFigures(published);
    expect(figures).toMatchObject({ cashPowerTermMin: "12", cashPowerTermMax: "60", cashPowerRateMin: "15.50%" });
    const glance = glanceFigures(cashPower, published);
    expect(glance?.key[1]).toMatchObject({
      label: "Interest rate",
      value: `${figures.cashPowerRateMin} to ${figures.cashPowerRateMax}`,
    });
  });

  it("never state a highest rate above the National Credit Act's cap, whatever is published", () => {
    const figures = liveFigures({ ...DEFAULT_CASH_POWER_PARAMETERS, cpInterestMax: 60 });
    expect(figures.cashPowerRateMax).toBe(formatFigure("rate", maximumInterestRate("unsecured-credit-transaction")));
  });
});
