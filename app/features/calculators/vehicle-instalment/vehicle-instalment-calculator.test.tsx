import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
// eslint-disable-next-line no-restricted-imports -- tests/support lies outside app/, so no ~/ alias reaches it.
import { expectNoAxeViolations } from "../../../../tests/support/axe";
import { NavigationAnnouncer } from "~/ui/navigation-announcer/navigation-announcer";
import { decodeCalculation } from "~/lib/finance/calculation-summary-schema";
import { keepDataWhileCalculating } from "../shared/calculator-revalidation";
import { VehicleInstalmentCalculator } from "./vehicle-instalment-calculator";

/**
 * The calculator on a page as the site has it: a route with data of its own and the page-level
 * `shouldRevalidate` of calculator pages, under a shell with the navigation announcer.
 */
function renderAt(url: string, calculator = <VehicleInstalmentCalculator />) {
  const loader = vi.fn(() => ({ glance: "figures" }));
  const router = createMemoryRouter(
    [
      {
        path: "/",
        HydrateFallback: () => null,
        element: (
          <>
            <NavigationAnnouncer />
            <main>
              <h1>Balloon payments</h1>
              <Outlet />
            </main>
          </>
        ),
        children: [
          {
            path: "balloon-payments",
            loader,
            shouldRevalidate: keepDataWhileCalculating,
            element: calculator,
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<RouterProvider router={router} />), router, loader };
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
    await screen.findByLabelText("Term (months)", { exact: true });
    // R8 884.88 repays R100 000 at 12% over 12 months; the R69.00 service fee is added.
    expect(figure(container, "monthly-instalment")).toBe("R 8 953.88");
    await replace("Term (months)", "24");
    expect(figure(container, "monthly-instalment")).toBe("R 4 776.35");
    await expectNoAxeViolations(container);
  });

  it("shows the field's message, marks it invalid and shows no figure", async () => {
    const { container } = renderAt("/balloon-payments");
    await screen.findByLabelText("Deposit", { exact: true });
    await replace("Deposit", "9999999");
    const deposit = screen.getByLabelText("Deposit", { exact: true });
    expect(deposit).toHaveAttribute("aria-invalid", "true");
    expect(deposit).toHaveAccessibleDescription(expect.stringContaining("Deposit cannot be more than purchase price"));
    expect(container.querySelector("[data-figure]")).toBeNull();
    expect(container.querySelector("[data-calculator]")).toHaveAttribute("data-state", "invalid");
    // The initiation fee comes from the amount borrowed: no amount is named for one that cannot be worked out.
    expect(screen.getByRole("group", { name: "Initiation fee" })).toBeInTheDocument();
    await replace("Deposit", "");
    expect(screen.getByText("This field is required")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("reads a decimal comma, refuses a minus sign in an amount as typed, and gives a rate's minus sign the field's message", async () => {
    const { container } = renderAt(
      "/balloon-payments?vehicle-price=100000&vehicle-deposit=0&vehicle-term=12&vehicle-fee=upfront",
    );
    const rate = await screen.findByLabelText("Interest rate", { exact: true });
    // A % after the rate as an R goes before an amount; a screen reader hears "per cent a year" after the label.
    expect(rate.closest(".field")?.querySelector(".field__suffix")).toHaveTextContent("%");
    expect(rate).toHaveAccessibleDescription(expect.stringMatching(/^per cent a year/));
    await replace("Interest rate", "12,0");
    expect(figure(container, "monthly-instalment")).toBe("R 8 953.88");
    await replace("Deposit", "-5000");
    const deposit = screen.getByLabelText("Deposit", { exact: true });
    expect(deposit).toHaveValue("5 000");
    expect(deposit).toHaveAttribute("aria-invalid", "false");
    await replace("Interest rate", "-12");
    expect(rate).toHaveValue("-12");
    expect(rate).toHaveAttribute("aria-invalid", "true");
    expect(rate).toHaveAccessibleDescription(expect.stringContaining("This is not a number"));
    expect(container.querySelector("[data-figure]")).toBeNull();
  });

  it("groups an amount as it is typed, refuses letters, and states each field's limits before any message", async () => {
    const { router } = renderAt("/balloon-payments");
    const price = await screen.findByLabelText("Purchase price", { exact: true });
    // The limits are in the field's description from the start, in money.
    expect(price).toHaveAccessibleDescription("in rand From R 10 000 to R 10 000 000");
    expect(screen.getByLabelText("Interest rate", { exact: true })).toHaveAccessibleDescription(
      expect.stringMatching(
        /^per cent a year More than 0%, at most \d+\.\d{2}% a year \(the legal maximum as at \d{1,2} [A-Z][a-z]+ \d{4}\)$/,
      ),
    );
    expect(screen.getByLabelText("Term (months)", { exact: true })).toHaveAccessibleDescription("12 to 96 months");
    await replace("Purchase price", "42a5b000");
    expect(price).toHaveValue("425 000");
    // The address gets the amount without its grouping spaces.
    await vi.waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get("vehicle-price")).toBe("425000"),
    );
    await replace("Purchase price", "5000");
    expect(price).toHaveAccessibleDescription(
      "in rand From R 10 000 to R 10 000 000 Price cannot be less than R 10 000",
    );
    await replace("Interest rate", "0");
    expect(screen.getByLabelText("Interest rate", { exact: true })).toHaveAccessibleDescription(
      expect.stringContaining("The interest rate must be more than 0%"),
    );
  });

  it("links Call me back to the form on the page with the figures in the calculation parameter", async () => {
    renderAt("/balloon-payments?vehicle-price=200000");
    const link = await screen.findByRole("link", { name: "Call me back about these figures" });
    const url = new URL(link.getAttribute("href") ?? "", "https://example.test");
    expect(url.pathname).toBe("/balloon-payments");
    expect(url.hash).toBe("#call-me-back");
    expect(url.searchParams.get("vehicle-price")).toBe("200000");
    expect(decodeCalculation(url.searchParams.get("calculation"))?.figures["Purchase price"]).toBe(200_000);
  });

  it("writes the typed figures into the query through the router, leaving defaults out and keeping focus", async () => {
    const { router, loader } = renderAt("/balloon-payments?loan-term=36&calculation=%7B%7D#calculator");
    const term = await screen.findByLabelText("Term (months)", { exact: true });
    expect(loader).toHaveBeenCalledTimes(1);
    await replace("Term (months)", "60");
    const query = () => new URLSearchParams(router.state.location.search);
    await vi.waitFor(() => expect(query().get("vehicle-term")).toBe("60"));
    expect(router.state.historyAction).toBe("REPLACE");
    // The defaults stay out of the address, another calculator's figure stays in, and the summary of
    // figures that no longer hold is dropped, as is the #fragment the page was reached by.
    expect([...query().keys()].sort()).toEqual(["loan-term", "vehicle-term"]);
    expect(router.state.location.hash).toBe("");
    // Neither the route's data is loaded again nor is the change treated as a new page.
    expect(loader).toHaveBeenCalledTimes(1);
    expect(term).toHaveFocus();
    expect(document.querySelector("[data-navigation-announcer]")).toHaveTextContent("");
  });

  it("starts from a page's own figures, and leaves only those out of the address", async () => {
    const { router, container } = renderAt(
      "/balloon-payments",
      <VehicleInstalmentCalculator startingFigures={{ balloon: "30" }} />,
    );
    const balloon = await screen.findByLabelText("Balloon (%)", { exact: true });
    expect(balloon).toHaveValue("30");
    expect(figure(container, "balloon-amount")).toBe("R 105 000.00");
    await replace("Balloon (%)", "0");
    const query = () => new URLSearchParams(router.state.location.search);
    await vi.waitFor(() => expect(query().get("vehicle-balloon")).toBe("0"));
    expect(figure(container, "balloon-amount")).toBe("R 0.00");
    await replace("Balloon (%)", "30");
    await vi.waitFor(() => expect(query().has("vehicle-balloon")).toBe(false));
  });

  it("finances a solar system by its installed cost, with no balloon and no vehicle insurance", async () => {
    // An address naming a balloon (a link made for a vehicle page) changes nothing here.
    const { container } = renderAt(
      "/balloon-payments?vehicle-price=100000&vehicle-deposit=0&vehicle-rate=12&vehicle-term=12&vehicle-balloon=30&vehicle-fee=upfront",
      <VehicleInstalmentCalculator asset="solar" />,
    );
    expect(await screen.findByLabelText("Installed cost", { exact: true })).toHaveValue("100 000");
    expect(screen.queryByLabelText("Balloon (%)", { exact: true })).toBeNull();
    expect(screen.getByRole("form", { name: "Solar finance instalment calculator" })).toBeInTheDocument();
    // The same figures as a vehicle without a balloon.
    expect(figure(container, "monthly-instalment")).toBe("R 8 953.88");
    expect(figure(container, "balloon-amount")).toBeUndefined();
    expect(container.textContent).not.toContain("vehicle insurance");
    expect(container.textContent).toContain("insurance for the system");
  });

  it("takes the figures of a link followed to the same page", async () => {
    const { router, container } = renderAt("/balloon-payments");
    await screen.findByLabelText("Purchase price", { exact: true });
    await act(() =>
      router.navigate(
        "/balloon-payments?vehicle-price=100000&vehicle-deposit=0&vehicle-rate=12&vehicle-term=12&vehicle-fee=upfront",
      ),
    );
    expect(screen.getByLabelText("Purchase price", { exact: true })).toHaveValue("100 000");
    expect(figure(container, "monthly-instalment")).toBe("R 8 953.88");
  });

  it("is a GET form whose fields are the query's parameters, carrying the page's other parameters", async () => {
    const { container } = renderAt("/balloon-payments?loan-term=36&vehicle-price=200000&calculation=%7B%7D");
    const form = await screen.findByRole("form", { name: "Vehicle finance instalment calculator" });
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/balloon-payments");
    expect(screen.getByLabelText("Purchase price", { exact: true })).toHaveAttribute("name", "vehicle-price");
    expect(screen.getByRole("radio", { name: "Pay it up front" })).toHaveAttribute("name", "vehicle-fee");
    const hidden = [...container.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
    expect(hidden.map((input) => [input.name, input.value])).toEqual([["loan-term", "36"]]);
    expect(screen.getByRole("button", { name: "Show my figures" })).toHaveAttribute("type", "submit");
    await expectNoAxeViolations(container);
  });
});
