import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Runs axe (WCAG 2.0/2.1/2.2 A and AA rules) in the real browser, once the page is still, and fails with every violation listed. */
export async function expectNoAxeViolationsInPage(page: Page, include?: string): Promise<void> {
  // A fade or slide under way (a tooltip appearing, a slide coming in) measures as low contrast for that
  // moment: axe waits until every transition and finite animation has ended (spinners and other endless
  // animations excepted), so it judges the colours the page settles on.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 5)
        .join(", ")}`,
  );
  expect(summary).toEqual([]);
}
