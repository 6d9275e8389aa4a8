import { dealSectionSchema, type DealSection } from "~/lib/applications/application-sections";

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

/**
 * The deal figures an address carries (`/apply?vehiclePrice=350000&termMonths=72&…`), each kept only when
 * the deal's own rule takes it; anything else in the query is ignored.
 */
export function dealFromQuery(query: URLSearchParams): Partial<Record<keyof DealSection, string>> {
  const deal: Partial<Record<keyof DealSection, string>> = {};
  for (const key of DEAL_QUERY_KEYS) {
    const text = query.get(key)?.trim();
    if (!text) continue;
    const value = key === "product" ? text : /^\d{1,9}(\.\d{1,2})?$/.test(text) ? Number(text) : undefined;
    if (value === undefined) continue;
    if (dealSectionSchema.safeParse({ [key]: value }).success) deal[key] = String(value);
  }
  return deal;
}

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
