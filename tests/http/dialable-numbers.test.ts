import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brand } from "~/content/brand";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

/**
 * Every phone number a visitor can tap on a rendered page dials a South African number, and every number
 * written on a page is such a link: checked over each page the sitemap lists, as the server renders it.
 */

let server: RunningServer;
const ORIGIN = "https://www.umoya.example";
beforeAll(async () => {
  server = await startServer({ PUBLIC_URL: ORIGIN });
});
afterAll(async () => {
  await server.stop();
});

/** +27 and the nine digits after a South African number's leading 0. */
const TEL_HREF = /^tel:\+27[1-9]\d{8}$/;
/** A number as the pages write it: a leading 0 and groups apart by spaces or no-break spaces. */
const WRITTEN_PHONE = /(?<![\d/][ \u00a0]?)0\d{1,4}(?:[ \u00a0]\d{2,4}){1,3}(?![\d/]|[.,]\d)/g;
const digitsOf = (text: string) => text.replace(/\D/g, "");

async function sitemapPaths() {
  const xml = await (await fetchRaw(`${server.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

describe("phone numbers on the rendered pages", () => {
  it("every tel: link on every page in the sitemap dials a ten-digit South African number, and shows it", async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(30);
    const seen = new Set<string>();
    for (const path of paths) {
      const response = await fetchRaw(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      const document = new JSDOM(await response.text()).window.document;
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')) {
        const href = link.getAttribute("href") ?? "";
        seen.add(href);
        expect(href, `${path}: ${link.outerHTML}`).toMatch(TEL_HREF);
        // A link that shows a number dials that number ("Call 0860 866 692" dials +27860866692).
        const shown = link.textContent?.match(WRITTEN_PHONE)?.[0];
        if (shown) expect(`tel:+27${digitsOf(shown).slice(1)}`, `${path}: ${link.outerHTML}`).toBe(href);
      }
      // Every number written in the page's text is one of the ten-digit kind.
      const text = document.querySelector("body")?.textContent ?? "";
      for (const written of text.match(WRITTEN_PHONE) ?? [])
        expect(digitsOf(written), `${path}: "${written}"`).toMatch(/^0[1-9]\d{8}$/);
    }
    // The brand's own line (footer, call-back card) and the ombud's share-call line (complaints page) are among them.
    expect(seen).toContain(brand.contact.phoneHref);
    expect(seen).toContain("tel:+27860800900");
  });
});
