import type { DealSection } from "./application-sections";

/** The query keys a calculator or a car's page hands the deal step: the deal's own figures, nothing personal. */
export const DEAL_QUERY_KEYS = [
  "product",
  "vehiclePrice",
  "deposit",
  "tradeIn",
  "termMonths",
  "balloonPercent",
  "instalment",
  "vehicleId",
] as const satisfies readonly (keyof DealSection)[];

/** The address of the deal step with a deal's figures (for the calculators' and car pages' "Apply for finance"). */
export function applyHref(deal: Partial<Record<(typeof DEAL_QUERY_KEYS)[number], number | string>>): string {
  const query = new URLSearchParams();
  for (const key of DEAL_QUERY_KEYS) {
    const value = deal[key];
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `/apply?${text}` : "/apply";
}

/** A calculator's figures by their labels (as it hands them to the call-me-back form). */
const DEAL_FIGURE_LABELS: Readonly<Record<string, (typeof DEAL_QUERY_KEYS)[number]>> = {
  "Purchase price": "vehiclePrice",
  Deposit: "deposit",
  Term: "termMonths",
  Balloon: "balloonPercent",
  "Monthly instalment": "instalment",
};

/**
 * "Apply for finance" from a calculator: the deal step with the calculator's deal figures (price, deposit,
 * term, balloon, instalment), or the deal step alone for a calculator without them (the budget).
 */
export function applyHrefOfCalculation(figures: Readonly<Record<string, number>>): string {
  const deal: Partial<Record<(typeof DEAL_QUERY_KEYS)[number], number | string>> = {};
  for (const [label, key] of Object.entries(DEAL_FIGURE_LABELS)) {
    const value = figures[label];
    if (value !== undefined && Number.isFinite(value)) deal[key] = Math.round(value * 100) / 100;
  }
  if (deal.vehiclePrice !== undefined) deal.product = "vehicle-finance";
  return applyHref(deal);
}
