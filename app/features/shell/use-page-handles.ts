import { useMatches } from "react-router";
import type { Crumb } from "~/content/breadcrumb-trail";
import { isPageHandle, isRouteTrailHandle, isStaticDocumentHandle, showsPersonalData } from "~/content/page-handle";
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

/**
 * Whether the document loads the app's scripts: false when a matched route is a static document, or when
 * the server renders a document that shows one visitor's answers (never put into the inline hydration
 * data). In the browser a page is only ever rendered after its document hydrated, so it keeps its scripts.
 */
export function useDocumentHydrates(): boolean {
  const rendersDocument = typeof document === "undefined";
  return !useMatches().some(
    (match) => isStaticDocumentHandle(match.handle) || (rendersDocument && showsPersonalData(match.loaderData)),
  );
}
