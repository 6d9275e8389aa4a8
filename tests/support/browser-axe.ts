import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The least contrast WCAG 1.4.3 (AA) asks of text of normal size. */
const MINIMUM_TEXT_CONTRAST = 4.5;

/**
 * Placeholder text that shows (a visible field with a placeholder and no value) whose contrast with the
 * field's background is under 4.5:1, as "selector: ratio". axe leaves placeholders out of its colour
 * contrast rule, yet they are text the visitor has to read (WCAG 1.4.3). The placeholder's colour is the
 * field's `::placeholder` style (with its opacity); the background is the field's own, laid over those of
 * its ancestors until one is opaque (background images are not looked at). Colours in any CSS syntax
 * (`color-mix`, `color(srgb …)`) are turned into sRGB by painting them on a canvas.
 */
export async function placeholderContrastFailures(page: Page, include?: string): Promise<string[]> {
  return page.evaluate(
    ({ scope, minimum }) => {
      const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
      if (!canvas) throw new Error("no 2D canvas to read colours with");
      type Rgba = readonly [number, number, number, number];
      const rgba = (colour: string): Rgba => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = colour;
        canvas.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      const over = (top: Rgba, bottom: Rgba): Rgba => {
        const mix = (index: 0 | 1 | 2) => top[index] * top[3] + bottom[index] * (1 - top[3]);
        return [mix(0), mix(1), mix(2), 1];
      };
      const luminance = ([r, g, b]: Rgba) => {
        const linear = (channel: number) => {
          const value = channel / 255;
          return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      const backgroundOf = (element: Element): Rgba => {
        const layers: Rgba[] = [];
        for (let at: Element | null = element; at; at = at.parentElement) {
          const layer = rgba(getComputedStyle(at).backgroundColor);
          if (layer[3] > 0) layers.push(layer);
          if (layer[3] >= 1) break;
        }
        return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
      };
      const describe = (element: HTMLElement) =>
        element.id ? `#${element.id}` : `${element.localName}[placeholder="${element.getAttribute("placeholder")}"]`;
      const root = scope ? document.querySelector(scope) : document.body;
      if (!root) throw new Error(`nothing matches ${scope}`);
      const failures: string[] = [];
      for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        "input[placeholder], textarea[placeholder]",
      )) {
        if (field.placeholder.trim() === "" || field.value !== "") continue;
        if (!field.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const style = getComputedStyle(field, "::placeholder");
        const [r, g, b, a] = rgba(style.color);
        const alpha = a * Number(style.opacity || "1");
        if (alpha === 0) continue;
        const background = backgroundOf(field);
        const text = over([r, g, b, alpha], background);
        const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x) as [number, number];
        const ratio = (light + 0.05) / (dark + 0.05);
        if (ratio < minimum) failures.push(`${describe(field)}: ${ratio.toFixed(2)}:1`);
      }
      return failures;
    },
    { scope: include ?? null, minimum: MINIMUM_TEXT_CONTRAST },
  );
}

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA rules) in the real browser, once the page is still, and fails with
 * every violation listed; and checks what axe does not: the contrast of placeholder text that shows.
 */
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
  for (const failure of await placeholderContrastFailures(page, include))
    summary.push(`placeholder-contrast: placeholder text under ${MINIMUM_TEXT_CONTRAST}:1 — ${failure}`);
  expect(summary).toEqual([]);
}
