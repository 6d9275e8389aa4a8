import { useMatches } from "react-router";
import { sitePages, type PageKey } from "~/content/site-pages";
import type { Crumb } from "~/features/breadcrumbs/breadcrumb-trail";

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

/** The registered page the current route shows, if any. */
export function useCurrentPageKey(): PageKey | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isPageHandle(handle)) return handle.page;
  }
  return undefined;
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

/** The breadcrumb trail a non-page route gives itself from its loader data, if any. */
export function useRouteTrail(): readonly Crumb[] | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (match && isRouteTrailHandle(match.handle)) return match.handle.trail(match.loaderData);
  }
  return undefined;
}

/**
 * What a route exports as `handle` when its document must run no script: the offline page, which the
 * service worker shows at the address of whatever page could not be fetched. Hydrated there, the router
 * would render the page of that address over it.
 */
export interface StaticDocumentHandle {
  readonly hydrate: false;
}

function isStaticDocumentHandle(handle: unknown): handle is StaticDocumentHandle {
  return typeof handle === "object" && handle !== null && "hydrate" in handle && handle.hydrate === false;
}

/** Whether the document loads the app's scripts: false when a matched route is a static document. */
export function useDocumentHydrates(): boolean {
  return !useMatches().some((match) => isStaticDocumentHandle(match.handle));
}
