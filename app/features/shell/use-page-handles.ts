import { useMatches } from "react-router";
import type { Crumb } from "~/content/breadcrumb-trail";
import { isPageHandle, isRouteTrailHandle, isStaticDocumentHandle } from "~/content/page-handle";
import type { PageKey } from "~/content/site-pages";

// What the shell reads from the matched routes' `handle` exports (their shapes: app/content/page-handle.ts).

/** The registered page the current route shows, if any. */
export function useCurrentPageKey(): PageKey | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isPageHandle(handle)) return handle.page;
  }
  return undefined;
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

/** Whether the document loads the app's scripts: false when a matched route is a static document. */
export function useDocumentHydrates(): boolean {
  return !useMatches().some((match) => isStaticDocumentHandle(match.handle));
}
