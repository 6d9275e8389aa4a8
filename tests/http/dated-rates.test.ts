import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages, type SitePage } from "~/content/site-pages";
import { maximumInterestRate, REPO_RATE } from "~/lib/finance/credit-regulations";
import { offeredRateRange } from "~/lib/finance/personal-loan";
import { formatDate } from "~/lib/format/date";
import { formatFigure } from "~/lib/format/figure";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

// Rates change: the repo rate at each Monetary Policy Committee decision, and with it the National Credit
// Act's caps; the cash-power parameters when they are published. Wherever a page states one of them, a
// reader must see the date it is stated at, next to it, as the calculators use it.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const repoAsAt = `as at ${formatDate(REPO_RATE.asAt)}`;
const parametersAsAt = `as at ${DEFAULT_CASH_POWER_PARAMETERS.cpDateUpdated}`;

/** What a page may state and the date that must stand next to it. */
const datedFigures: readonly { readonly figure: RegExp; readonly date: string }[] = [
  // The repo rate as a figure ("the repo rate of 6.75%"), not a sentence about it.
  { figure: /repo rate[^.%]{0,20}?\d+(\.\d+)?%/gi, date: repoAsAt },
  ...(["instalment-agreement", "unsecured-credit-transaction"] as const).map((type) => ({
    figure: new RegExp(formatFigure("rate", maximumInterestRate(type)).replace(".", "\\."), "g"),
    date: repoAsAt,
  })),
  // An example itself, not a sentence about examples in general.
  { figure: /representative example(?!s)/gi, date: parametersAsAt },
  {
    figure: new RegExp(
      formatFigure("rate", offeredRateRange(DEFAULT_CASH_POWER_PARAMETERS).min).replace(".", "\\."),
      "g",
    ),
    date: parametersAsAt,
  },
];

/** How far from a figure its date may stand, in characters of the page's text: the same sentence or the next. */
const NEXT_TO = 320;

/** Every place in the text where a dated figure is stated without its date nearby. */
function undated(text: string): string[] {
  const missing: string[] = [];
  for (const { figure, date } of datedFigures) {
    for (const match of text.matchAll(figure)) {
      const start = Math.max(0, match.index - NEXT_TO);
      const around = text.slice(start, match.index + match[0].length + NEXT_TO);
      if (!around.includes(date)) missing.push(`"${match[0]}" without "${date}": …${around}…`);
    }
  }
  return missing;
}

const pages = Object.values<SitePage>(sitePages).filter((page) => page.path !== "testing");

describe("dated rates", () => {
  it("the check finds a figure stated without its date, and accepts one with it", () => {
    expect(undated(`The maximum is 27.75% a year.`)).toHaveLength(1);
    expect(undated(`The maximum is 27.75% a year (the repo rate of 6.75% plus 21%, ${repoAsAt}).`)).toEqual([]);
  });

  it.each(pages.map((page) => [`/${page.path}`] as const))(
    "%s states every rate cap, repo rate and representative example with its date",
    async (path) => {
      const response = await fetchRaw(`${server.url}${path}`);
      expect(response.status).toBe(200);
      const document = new JSDOM(await response.text()).window.document;
      const text = (document.querySelector("main")?.textContent ?? "").replace(/\s+/g, " ");
      expect(undated(text)).toEqual([]);
    },
  );

  it("shows the dates on the pages that state the rates", async () => {
    for (const [path, date] of [
      ["/cashpower-personal-loans", parametersAsAt],
      ["/cashpower-personal-loans", repoAsAt],
      ["/private-finance", repoAsAt],
    ] as const) {
      const text = await (await fetchRaw(`${server.url}${path}`)).text();
      expect(text, path).toContain(date);
    }
  });
});
