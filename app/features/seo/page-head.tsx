import { useLocation } from "react-router";
import { brand } from "~/content/brand";
import { pageKeys, sitePages, type SitePage } from "~/content/site-pages";
import { canonicalUrl } from "./canonical-url";
import { useEffectiveDescription } from "./meta-description";
import { useSiteOrigin } from "./site-origin";

/** The picture link previews show (Open Graph, Twitter cards) on pages outside the page register. */
const SOCIAL_IMAGE = { path: "/brand/umoya-social.png", width: 1200, height: 630 } as const;

/** A register page's own preview (scripts/brand-images.mjs draws one per indexable page, same size). */
function socialImagePath(pathname: string): string {
  const key = pageKeys.find((candidate) => `/${sitePages[candidate].path}` === pathname);
  return key && (sitePages[key] as SitePage).indexable !== false ? `/brand/social/${key}.png` : SOCIAL_IMAGE.path;
}

export interface PageHeadProps {
  /** Page name; the document title becomes "<title> | <brand>". */
  readonly title: string;
  readonly description?: string;
  /** False for error pages: they carry no canonical link. */
  readonly canonical?: boolean;
  /** False keeps search engines away (test pages, error pages). */
  readonly indexable?: boolean;
}

/**
 * Title, description, canonical link and link-preview tags of the current page; React hoists them into
 * <head>.
 */
export function PageHead({ title, description, canonical = true, indexable = true }: PageHeadProps) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const effectiveDescription = useEffectiveDescription(description);
  const documentTitle = `${title} | ${brand.name}`;
  const url = canonicalUrl(origin, pathname);
  return (
    <>
      <title>{documentTitle}</title>
      {effectiveDescription !== null && <meta name="description" content={effectiveDescription} />}
      {canonical && <link rel="canonical" href={url} />}
      {!indexable && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:locale" content="en_ZA" />
      <meta property="og:title" content={documentTitle} />
      {effectiveDescription !== null && <meta property="og:description" content={effectiveDescription} />}
      {canonical && <meta property="og:url" content={url} />}
      <meta property="og:image" content={`${origin}${socialImagePath(pathname)}`} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta property="og:image:alt" content={`${brand.name}: ${brand.tagline}`} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
