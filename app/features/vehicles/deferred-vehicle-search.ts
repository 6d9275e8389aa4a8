import { deferUntilVisible } from "~/ui/deferred-hydration/defer-until-visible";

// The search form and its results as deferred parts: the server renders both in full, so the page shows
// the cars and the form works as a plain GET form from the first byte; their code (the choices, the cards,
// the instant search) loads once the page has hydrated and they are in view, outside the first visit's
// JavaScript budget. Until it arrives, a search reloads the page, which is the same search at the same address.

export const DeferredVehicleSearchForm = deferUntilVisible(() =>
  import("./vehicle-search-form").then((module) => module.VehicleSearchForm),
);

export const DeferredVehicleSearchResults = deferUntilVisible(() =>
  import("./vehicle-search-results").then((module) => module.VehicleSearchResults),
);
