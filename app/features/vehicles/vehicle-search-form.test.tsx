import { render, screen } from "@testing-library/react";
import { useMemo } from "react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import type { VehicleFacets } from "~/lib/vehicles/vehicle-facts";
import { FORM_FIELDS, searchHref } from "./search-address";
import { moreFiltersSet, VehicleSearchForm, type SearchFormValues } from "./vehicle-search-form";

const NONE: SearchFormValues = {
  q: "",
  make: "",
  bodyType: "",
  fuel: "",
  transmission: "",
  province: "",
  minPrice: "",
  maxPrice: "",
  minYear: "",
  maxMileage: "",
  sort: "",
};

const FACETS: VehicleFacets = { make: { Toyota: 3 }, bodyType: {}, province: {} };

/** The fields a search at this address uses (the loader says so on the page): here, every one that is set. */
const appliedAt = (search: string) => FORM_FIELDS.filter((field) => new URLSearchParams(search).get(field));

/**
 * The form for a search at the page's address, which its values are read from; `facets` null for listings
 * that could not be read.
 */
function renderForm(values: SearchFormValues, facets: VehicleFacets | null = FACETS) {
  const href = searchHref(values);
  const element = (
    <VehicleSearchForm applied={appliedAt(href.split("?")[1] ?? "")} facets={facets ?? undefined} newestYear={2026} />
  );
  const router = createMemoryRouter([{ path: "/find-a-car", element }], { initialEntries: [href] });
  return render(<RouterProvider router={router} />);
}

const moreFilters = () => screen.getByText("More filters").closest("details");

describe("the car search form", () => {
  it("folds the less used filters under More filters, and opens them on a click", async () => {
    const user = userEvent.setup();
    const { container } = renderForm(NONE);
    expect(moreFilters()).not.toHaveAttribute("open");
    // The main filters stay in view.
    for (const label of ["Make, model or variant", "Make", "Body type", "Highest price", "Sort by"])
      expect(screen.getByLabelText(label).closest("details")).toBeNull();
    for (const label of ["Province", "Lowest price", "Year from", "Mileage up to", "Fuel", "Gearbox"])
      expect(screen.getByLabelText(label).closest("details")).toBe(moreFilters());
    await user.click(screen.getByText("More filters"));
    expect(moreFilters()).toHaveAttribute("open");
    await expectNoAxeViolations(container);
  });

  it.each(["province", "minPrice", "minYear", "maxMileage", "fuel", "transmission"] as const)(
    "opens More filters from the start when %s is set",
    (field) => {
      const values = { ...NONE, [field]: field === "fuel" ? "diesel" : "1" };
      expect(moreFiltersSet(values)).toBe(true);
      renderForm(values);
      expect(moreFilters()).toHaveAttribute("open");
    },
  );

  it.each(["q", "make", "bodyType", "maxPrice", "sort"] as const)(
    "keeps More filters folded when only %s is set",
    (field) => {
      expect(moreFiltersSet({ ...NONE, [field]: "x" })).toBe(false);
    },
  );

  it("stays the same form when a new search lands, its fields showing that search", async () => {
    const user = userEvent.setup();
    // A stand-in for the page: its link loads another search, as back or "Clear all filters" would.
    function Page() {
      const { search } = useLocation();
      const applied = useMemo(() => appliedAt(search), [search]);
      return (
        <>
          <Link to="/find-a-car?make=Toyota&q=Hilux">Load a search</Link>
          <VehicleSearchForm applied={applied} facets={FACETS} newestYear={2026} />
        </>
      );
    }
    const router = createMemoryRouter([{ path: "/find-a-car", element: <Page /> }], {
      initialEntries: ["/find-a-car"],
    });
    render(<RouterProvider router={router} />);
    const form = screen.getByRole("form", { name: "Search cars for sale" });
    const make = screen.getByLabelText("Make");
    await user.click(screen.getByRole("link", { name: "Load a search" }));
    expect(screen.getByRole("form", { name: "Search cars for sale" })).toBe(form);
    expect(screen.getByLabelText("Make")).toBe(make);
    expect(make).toHaveValue("Toyota");
    expect(screen.getByLabelText("Make, model or variant")).toHaveValue("Hilux");
  });

  it("offers a choice with no cars for the rest of the search as unavailable, tied to a sentence saying why", async () => {
    const { container } = renderForm(
      { ...NONE, province: "gauteng" },
      { make: { Toyota: 3 }, bodyType: { bakkie: 2 }, province: { gauteng: 0, limpopo: 4 } },
    );
    const bodyType = screen.getByLabelText("Body type");
    expect(screen.getByRole("option", { name: "Bakkie (2)" })).toBeEnabled();
    expect(screen.getByRole("option", { name: "Sedan (0)" })).toBeDisabled();
    expect(screen.getByRole("option", { name: "Any type" })).toBeEnabled();
    expect(bodyType).toHaveAccessibleDescription(/no cars for the rest of your search .* cannot be chosen/);
    // The province chosen stays choosable even with no cars, so the search that found nothing shows what it asked.
    expect(screen.getByRole("option", { name: "Gauteng (0)" })).toBeEnabled();
    expect(screen.getByRole("option", { name: "Limpopo (4)" })).toBeEnabled();
    expect(screen.getByRole("option", { name: "Free State (0)" })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it("counts and rules out nothing while the listings cannot be read", () => {
    renderForm(NONE, null);
    expect(screen.getByRole("option", { name: "Sedan" })).toBeEnabled();
    expect(screen.getByLabelText("Body type")).not.toHaveAttribute("aria-describedby");
  });
});
