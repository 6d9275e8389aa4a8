import type { MetaDescriptor } from "react-router";
import { brand } from "~/content/brand";
import { pageKeys, sitePages, type PageKey, type SitePage } from "~/content/site-pages";
import { PRERENDER_ORIGIN } from "~/lib/seo/prerender-origin";
import { canonicalUrl } from "~/lib/seo/canonical-url";
import { effectiveDescription } from "./description-override";

/** The picture link previews show (Open Graph, Twitter cards) on pages outside the page register. */
const SOCIAL_IMAGE = { path: "/brand/umoya-social.png", width: 1200, height: 630 } as const;

/** A register page's own preview (scripts/brand-images.mjs draws one per indexable page, same size). */
function socialImagePath(pathname: string): string {
  const key = pageKeys.find((candidate) => `/${sitePages[candidate].path}` === pathname);
  return key && (sitePages[key] as SitePage).indexable !== false ? `/brand/social/${key}.png` : SOCIAL_IMAGE.path;
}

/** What a route says about its document. */
export interface PageHead {
  /** Page name; the document title becomes "<title> | <brand>". */
  readonly title: string;
  readonly description?: string;
  /** False for error pages: they carry no canonical link. */
  readonly canonical?: boolean;
  /** False keeps search engines away (test pages, error pages). */
  readonly indexable?: boolean;
}

/** The part of React Router's `meta` arguments the head is made from. */
export interface HeadMetaArgs {
  readonly location: { readonly pathname: string };
  readonly matches: readonly ({ readonly id: string; readonly loaderData?: unknown } | undefined)[];
}

/**
 * The public origin the document's absolute links name: the root loader's. The server renders a page for
 * its cache with a placeholder origin and swaps it for the origin each answer names, in the loader data the
 * browser hydrates from as well, so the browser keeps naming the same origin after client navigation.
 */
export function documentOrigin(matches: HeadMetaArgs["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  const origin = typeof root === "object" && root !== null && "origin" in root ? root.origin : undefined;
  return typeof origin === "string" ? origin : PRERENDER_ORIGIN;
}

/**
 * The head of a document, as React Router `meta` descriptors (rendered by `<Meta />`): title, description,
 * canonical link, robots and the link-preview tags. A description the page set at run time (§2.1,
 * description-override.ts) takes the place of its own while the page is shown.
 */
export function headMeta(
  { title, description, canonical = true, indexable = true }: PageHead,
  { location, matches }: HeadMetaArgs,
): MetaDescriptor[] {
  const origin = documentOrigin(matches);
  const documentTitle = `${title} | ${brand.name}`;
  const url = canonicalUrl(origin, location.pathname);
  const shownDescription = effectiveDescription(location.pathname, description);
  const tags: (MetaDescriptor | false)[] = [
    { title: documentTitle },
    shownDescription !== null && { name: "description", content: shownDescription },
    canonical && { tagName: "link", rel: "canonical", href: url },
    !indexable && { name: "robots", content: "noindex" },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.name },
    { property: "og:locale", content: "en_ZA" },
    { property: "og:title", content: documentTitle },
    shownDescription !== null && { property: "og:description", content: shownDescription },
    canonical && { property: "og:url", content: url },
    { property: "og:image", content: `${origin}${socialImagePath(location.pathname)}` },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: `${brand.name}: ${brand.tagline}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  return tags.filter((tag): tag is MetaDescriptor => tag !== false);
}

/** The `meta` of a page route of the register: its title, description and indexability come from there. */
export function pageMeta(key: PageKey): (args: HeadMetaArgs) => MetaDescriptor[] {
  const page: SitePage = sitePages[key];
  return (args) =>
    headMeta({ title: page.title, description: page.description, indexable: page.indexable !== false }, args);
}

/** The head of the error page the root shows: not found, or any other failure. Never indexed, no canonical. */
export function errorHead(notFound: boolean): PageHead {
  return {
    title: notFound ? "Page not found" : "Something went wrong",
    description: notFound
      ? "The page you asked for is not on this site. Find your way from the home page or search for it."
      : "This page could not be shown. Please try again in a moment.",
    canonical: false,
    indexable: false,
  };
}
