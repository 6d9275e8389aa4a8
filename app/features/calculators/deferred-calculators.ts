import { deferUntilVisible } from "~/ui/deferred-hydration/defer-until-visible";

// The calculators as deferred parts: the server renders them in full (figures included), and their code
// loads when they come near the viewport or someone points at, focuses or types in them. That keeps the
// calculator code out of the first download of the pages that show one further down (home, product
// pages), which is what keeps every page's first visit inside the JavaScript budget.

export const VehicleInstalmentCalculator = deferUntilVisible(() =>
  import("./vehicle-instalment/vehicle-instalment-calculator").then((module) => module.VehicleInstalmentCalculator),
);

export const AffordabilityCalculator = deferUntilVisible(() =>
  import("./affordability/affordability-calculator").then((module) => module.AffordabilityCalculator),
);

export const PersonalLoanCalculator = deferUntilVisible(() =>
  import("./personal-loan/personal-loan-calculator").then((module) => module.PersonalLoanCalculator),
);

export const BudgetCalculator = deferUntilVisible(() =>
  import("./budget/budget-calculator").then((module) => module.BudgetCalculator),
);
