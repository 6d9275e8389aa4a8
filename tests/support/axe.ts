import axe from "axe-core";
import { expect } from "vitest";

/**
 * Runs axe on a rendered component (jsdom) and fails with the list of violations. Colour contrast needs
 * real layout and is checked in the browser tests instead.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
