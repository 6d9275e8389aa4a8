import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
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

function renderForm(values: SearchFormValues) {
  const element = (
    <VehicleSearchForm values={values} facets={{ make: { Toyota: 3 }, bodyType: {}, province: {} }} newestYear={2026} />
  );
  const router = createMemoryRouter([{ path: "/find-a-car", element }], { initialEntries: ["/find-a-car"] });
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
});
