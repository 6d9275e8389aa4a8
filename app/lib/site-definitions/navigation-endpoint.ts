/** localStorage key of the browser's copy of the navigation (§7). */
export const NAV_CACHE_KEY = "navCache";

/** The header service's address for a site id (the brand's `siteId`). */
export const headerEndpoint = (siteId: string) => `/wol-ms-header-footer/header?siteid=${encodeURIComponent(siteId)}`;

/** JSON text with every object's keys sorted, so two equal definitions give equal text whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
