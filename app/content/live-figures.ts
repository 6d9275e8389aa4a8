import type { PageContent } from "./page-content";

/**
 * Figures the copy names that an editor can change after the site is built: the terms and rates of the
 * cash-power parameters (§3), which are published to the running site. The copy writes a placeholder
 * ("a term of {cashPowerTermMin} to {cashPowerTermMax} months"), the route's loader works out the words
 * from the live parameters on the server (`liveFigures` in app/features/content-page/glance-figures.ts),
 * and the page fills them in as it renders, so the prose never states a range the calculator and the
 * "at a glance" table no longer offer.
 */
export const LIVE_FIGURE_NAMES = [
  "cashPowerTermMin",
  "cashPowerTermMax",
  "cashPowerRateMin",
  "cashPowerRateMax",
  // "as at July 2025": the date of the parameters, written next to their rates.
  "cashPowerRatesAsAt",
] as const;
export type LiveFigureName = (typeof LIVE_FIGURE_NAMES)[number];
export type LiveFigures = Readonly<Record<LiveFigureName, string>>;

/** A placeholder in the copy: a name in braces. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The live figures a piece of copy names, in the order they appear (a unit test checks the copy with it). */
export function liveFigureNames(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
}

function fill(value: unknown, figures: LiveFigures | undefined, page: string): unknown {
  if (typeof value === "string") {
    if (!value.includes("{")) return value;
    return value.replace(PLACEHOLDER, (placeholder, name: string) => {
      const figure = figures && Object.hasOwn(figures, name) ? figures[name as LiveFigureName] : undefined;
      // A placeholder the route gives no figure for is a wiring mistake in the route module: failing
      // loudly keeps a page from stating "{cashPowerTermMin}" to a visitor.
      if (figure === undefined)
        throw new Error(`The route of "${page}" must give ContentPage the live figure ${placeholder}`);
      return figure;
    });
  }
  if (Array.isArray(value)) return value.map((item: unknown) => fill(item, figures, page));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, figures, page)]));
  return value;
}

/** The page's content with every live figure's placeholder replaced by its words. */
export function withLiveFigures(content: PageContent, figures: LiveFigures | undefined): PageContent {
  return fill(content, figures, content.page) as PageContent;
}
