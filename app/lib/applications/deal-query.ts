import { dealSectionSchema, type DealSection } from "./application-sections";
import { DEAL_QUERY_KEYS } from "./apply-link";

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
