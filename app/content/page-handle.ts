import { sitePages, type PageKey } from "~/content/site-pages";
import type { Crumb } from "~/content/breadcrumb-trail";

/** What a page's route module exports as `handle`: which registered page it shows. */
export interface PageHandle {
  readonly page: PageKey;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    "page" in handle &&
    typeof handle.page === "string" &&
    handle.page in sitePages
  );
}

/**
 * What a route that is not a registered page (a blog post, a car for sale) exports as `handle`: its
 * breadcrumb trail, from its loader data. (Its head comes from its `meta`.)
 */
export interface RouteTrailHandle {
  readonly trail: (data: unknown) => readonly Crumb[] | undefined;
}

export function isRouteTrailHandle(handle: unknown): handle is RouteTrailHandle {
  return typeof handle === "object" && handle !== null && "trail" in handle && typeof handle.trail === "function";
}

/**
 * What a route exports as `handle` when its document must run no script: the offline page, which the
 * service worker shows at the address of whatever page could not be fetched. Hydrated there, the router
 * would render the page of that address over it.
 */
export interface StaticDocumentHandle {
  readonly hydrate: false;
}

export function isStaticDocumentHandle(handle: unknown): handle is StaticDocumentHandle {
  return typeof handle === "object" && handle !== null && "hydrate" in handle && handle.hydrate === false;
}

/**
 * Loader data of a page that shows one visitor's own answers (the /apply pages): `{ personalData: true }`.
 * Its document is served without the app's scripts, so the answers are in the HTML only, never in React
 * Router's inline hydration data; the same page reached in the browser (its data fetched, not inline) runs
 * as any other.
 */
export function showsPersonalData(loaderData: unknown): boolean {
  return (
    typeof loaderData === "object" &&
    loaderData !== null &&
    "personalData" in loaderData &&
    loaderData.personalData === true
  );
}
