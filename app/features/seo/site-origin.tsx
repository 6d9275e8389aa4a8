import { createContext, use } from "react";
import { PRERENDER_ORIGIN } from "~/lib/seo/prerender-origin";

const SiteOriginContext = createContext<string>(PRERENDER_ORIGIN);

export const SiteOriginProvider = SiteOriginContext.Provider;

/** The public origin of the site, without a trailing slash. */
export function useSiteOrigin(): string {
  return use(SiteOriginContext);
}

/**
 * The origin the server used for this document: read back from the canonical link it rendered, so the
 * browser keeps using PUBLIC_URL even when the site is reached through another host name.
 */
export function readDocumentOrigin(doc: Document): string {
  const href = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (href) {
    try {
      return new URL(href).origin;
    } catch {
      // A malformed canonical link falls through to the page's own origin.
    }
  }
  return doc.location.origin;
}
