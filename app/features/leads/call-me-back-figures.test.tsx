import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { encodeCalculation, type CalculatedSummary } from "~/lib/finance/calculation-summary";
import { CallMeBackForm } from "./call-me-back-form";

function renderWith(summary: CalculatedSummary) {
  const query = new URLSearchParams({ calculation: encodeCalculation(summary) });
  // The form posts through a fetcher, which needs a data router.
  const Stub = createRoutesStub([
    {
      path: "/balloon-payments",
      Component: () => (
        <CallMeBackForm product="balloonPayments" productTitle="Balloon payments" sourcePath="/balloon-payments" />
      ),
    },
  ]);
  return render(<Stub initialEntries={[`/balloon-payments?${query.toString()}`]} />);
}

describe("the figures a calculator carries into the call-me-back form", () => {
  it("shows each figure as the calculator shows it: rand amounts, rates, terms and percentages", async () => {
    const { container } = renderWith({
      calculator: "vehicle-finance",
      figures: {
        "Purchase price": 350_000,
        "Interest rate": 13.25,
        Term: 72,
        Balloon: 30,
        "Monthly instalment": 8884.88,
        "Cost of credit": 5496.1,
      },
    });
    const list = within(container.querySelector(".call-me-back__calculation dl") as HTMLElement);
    const valueOf = (label: string) => list.getByText(label).nextElementSibling?.textContent;
    expect(screen.getByText("We will send the consultant the figures from your calculator:")).toBeInTheDocument();
    expect(valueOf("Purchase price")).toBe("R 350 000.00");
    expect(valueOf("Interest rate")).toBe("13.25%");
    expect(valueOf("Term")).toBe("72 months");
    expect(valueOf("Balloon")).toBe("30%");
    expect(valueOf("Monthly instalment")).toBe("R 8 884.88");
    expect(valueOf("Cost of credit")).toBe("R 5 496.10");
    await expectNoAxeViolations(container);
  });

  it("shows a negative amount with its sign, never dropping it", () => {
    const { container } = renderWith({
      calculator: "budget",
      figures: { "Disposable income": -1200, Shortfall: 1200 },
    });
    expect(container.querySelector(".call-me-back__calculation")?.textContent).toContain("-R 1 200.00");
  });

  it("sends the figures along unchanged, as numbers", () => {
    const summary: CalculatedSummary = { calculator: "personal-loan", figures: { "Interest rate": 13.25 } };
    const { container } = renderWith(summary);
    expect(JSON.parse((container.querySelector('input[name="calculation"]') as HTMLInputElement).value)).toEqual(
      summary,
    );
  });
});
