import type { SitePage } from "~/content/site-pages";
import { canonicalUrl } from "~/lib/seo/canonical-url";

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** sitemap.xml listing the canonical address of every public page, then of each further path (blog posts). */
export function sitemapXml(pages: readonly SitePage[], origin: string, furtherPaths: readonly string[] = []): string {
  const paths = [...pages.filter((page) => page.indexable !== false).map((page) => `/${page.path}`), ...furtherPaths];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(canonicalUrl(origin, path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the API and test pages; the sitemap is named. */
export function robotsTxt(origin: string, disallowed: readonly string[]): string {
  const rules = disallowed.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
