import { useMatches } from "react-router";
import { sitePages, type PageKey } from "~/content/site-pages";

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

/** What a route that is not a registered page (a blog post, the call-me-back page) exports as `handle`. */
export interface RouteHeadHandle {
  readonly head: (data: unknown) =>
    | {
        readonly title: string;
        readonly description?: string;
        readonly indexable?: boolean;
        readonly trail?: readonly { readonly name: string; readonly path: string }[];
      }
    | undefined;
}

export function isRouteHeadHandle(handle: unknown): handle is RouteHeadHandle {
  return typeof handle === "object" && handle !== null && "head" in handle && typeof handle.head === "function";
}

/** The title and description a non-page route gives itself from its loader data, if any. */
export function useRouteHead(): ReturnType<RouteHeadHandle["head"]> {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (match && isRouteHeadHandle(match.handle)) return match.handle.head(match.loaderData);
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
