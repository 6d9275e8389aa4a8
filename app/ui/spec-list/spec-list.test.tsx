import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { SpecList } from "./spec-list";

describe("SpecList", () => {
  it("pairs each label with its value in a description list", async () => {
    const { container } = render(
      <SpecList
        items={[
          { label: "Term", value: "24 to 72 months" },
          { label: "Initiation fee", value: "R 1 207.50" },
        ]}
      />,
    );
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Term", "Initiation fee"]);
    expect(screen.getAllByRole("definition").map((definition) => definition.textContent)).toEqual([
      "24 to 72 months",
      "R 1 207.50",
    ]);
    await expectNoAxeViolations(container);
  });
});
