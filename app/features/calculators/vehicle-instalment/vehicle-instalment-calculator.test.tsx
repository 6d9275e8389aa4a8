import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
// eslint-disable-next-line no-restricted-imports -- tests/support lies outside app/, so no ~/ alias reaches it.
import { expectNoAxeViolations } from "../../../../tests/support/axe";
import { decodeCalculation } from "~/lib/finance/calculation-summary";
import { VehicleInstalmentCalculator } from "./vehicle-instalment-calculator";

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "/balloon-payments", element: <VehicleInstalmentCalculator /> }], {
    initialEntries: [url],
  });
  return render(<RouterProvider router={router} />);
}

const figure = (container: HTMLElement, name: string) =>
  container.querySelector(`[data-figure="${name}"]`)?.textContent;

async function replace(label: string, text: string) {
  const field = screen.getByLabelText(label, { exact: true });
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

// Typing through user-event is slow on a loaded machine; the default 5 s is too tight for a dozen keystrokes and axe.
describe("VehicleInstalmentCalculator", { timeout: 20_000 }, () => {
  it("starts from the URL query and recalculates as the visitor types", async () => {
    const { container } = renderAt(
      "/balloon-payments?vehicle-price=100000&vehicle-deposit=0&vehicle-rate=12&vehicle-term=12&vehicle-fee=upfront",
    );
    // R8 884.88 repays R100 000 at 12% over 12 months; the R69.00 service fee is added.
    expect(figure(container, "monthly-instalment")).toBe("R 8 953.88");
    await replace("Term (months)", "24");
    expect(figure(container, "monthly-instalment")).toBe("R 4 776.35");
    await expectNoAxeViolations(container);
  });

  it("shows the field's message, marks it invalid and shows no figure", async () => {
    const { container } = renderAt("/balloon-payments");
    await replace("Deposit", "9999999");
    const deposit = screen.getByLabelText("Deposit", { exact: true });
    expect(deposit).toHaveAttribute("aria-invalid", "true");
    expect(deposit).toHaveAccessibleDescription(expect.stringContaining("Deposit cannot be more than purchase price"));
    expect(container.querySelector("[data-figure]")).toBeNull();
    expect(container.querySelector("[data-calculator]")).toHaveAttribute("data-state", "invalid");
    await replace("Deposit", "");
    expect(screen.getByText("This field is required")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("reads a decimal comma and refuses a minus sign with the field's message", async () => {
    const { container } = renderAt(
      "/balloon-payments?vehicle-price=100000&vehicle-deposit=0&vehicle-term=12&vehicle-fee=upfront",
    );
    await replace("Interest rate", "12,0");
    expect(figure(container, "monthly-instalment")).toBe("R 8 953.88");
    await replace("Deposit", "-5000");
    const deposit = screen.getByLabelText("Deposit", { exact: true });
    expect(deposit).toHaveValue("-5000");
    expect(deposit).toHaveAttribute("aria-invalid", "true");
    expect(deposit).toHaveAccessibleDescription(expect.stringContaining("This is not a number"));
    expect(container.querySelector("[data-figure]")).toBeNull();
  });

  it("links Call me back to the form on the page with the figures in the calculation parameter", () => {
    renderAt("/balloon-payments?vehicle-price=200000");
    const link = screen.getByRole("link", { name: "Call me back about these figures" });
    const url = new URL(link.getAttribute("href") ?? "", "https://example.test");
    expect(url.pathname).toBe("/balloon-payments");
    expect(url.hash).toBe("#call-me-back");
    expect(url.searchParams.get("vehicle-price")).toBe("200000");
    expect(decodeCalculation(url.searchParams.get("calculation"))?.figures["Purchase price"]).toBe(200_000);
  });
});
