/** localStorage key of the browser's copy of the navigation (§7). */
export const NAV_CACHE_KEY = "navCache";

/** The header service's address for a site id (the brand's `siteId`). */
export const headerEndpoint = (siteId: string) => `/wol-ms-header-footer/header?siteid=${encodeURIComponent(siteId)}`;
