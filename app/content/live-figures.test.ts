import { describe, expect, it } from "vitest";
import type { PageContent } from "./page-content";
import { content as cashPower } from "./pages/cashpower-personal-loans";
import { liveFigureNames, withLiveFigures, type LiveFigures } from "./live-figures";

const words = (content: PageContent) => JSON.stringify(content);

/** Words a loader could give after an editor published new cash-power parameters. */
const published: LiveFigures = {
  cashPowerTermMin: "12",
  cashPowerTermMax: "60",
  cashPowerRateMin: "15.50%",
  cashPowerRateMax: "26.00%",
  cashPowerRatesAsAt: "as at March 2026",
};

describe("live figures in the copy", () => {
  it("fills every placeholder with the words the route gives", () => {
    const filled = withLiveFigures(cashPower, published);
    expect(liveFigureNames(words(filled))).toEqual([]);
    expect(filled.hero.lead).toContain("a fixed term of 12 to 60 months");
    expect(words(filled)).toContain("between 15.50% and 26.00% a year");
  });

  it("refuses to render a placeholder the route gives no figure for", () => {
    expect(() => withLiveFigures(cashPower, undefined)).toThrow(/must give ContentPage the live figure \{cashPower/);
  });

  it("refuses a placeholder that names no live figure", () => {
    const misspelt = { ...cashPower, hero: { ...cashPower.hero, lead: "A term of {cashPowerTerm} months." } };
    expect(() => withLiveFigures(misspelt, published)).toThrow(/\{cashPowerTerm\}/);
  });

  it("needs no figures for copy without placeholders, and leaves braces without a name alone", () => {
    const plain = { ...cashPower, sections: [], hero: { ...cashPower.hero, lead: "Plain {} copy." } };
    expect(withLiveFigures(plain, undefined).hero.lead).toBe("Plain {} copy.");
  });
});
