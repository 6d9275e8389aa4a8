import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brand } from "~/content/brand";
import { HOUSE_DATE, MONTH_NAMES } from "~/lib/format/date";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

/**
 * Facts the copy states, checked over each page the sitemap lists as the server renders it: every phone
 * number a visitor can tap dials a South African number and every number written is a dialable one; every
 * date reads the house way ("28 October 2026"), except the news cards' yyyy/MM/dd that §3 sets.
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

const MONTH = `(?:${MONTH_NAMES.join("|")}|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)`;
/** A date written any other way: 28/10/2026, 2026-10-28, 2026/10/28, October 28, 2026, 28 Oct 2026. */
const OTHER_DATE = new RegExp(
  String.raw`\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{4}[/-]\d{2}[/-]\d{2}\b|\b${MONTH}\.? \d{1,2},? \d{4}\b|\b\d{1,2} (?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.? \d{4}\b`,
);
/** The cards whose dates §3 sets as yyyy/MM/dd. */
const NEWS_CARD_DATE = ".news-card__date, .blog-card__date";

async function sitemapPaths() {
  const xml = await (await fetchRaw(`${server.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

/** Every page in the sitemap as the server renders it, fetched once for both checks. */
const rendered = new Map<string, Document>();
beforeAll(async () => {
  for (const path of await sitemapPaths()) {
    const response = await fetchRaw(`${server.url}${path}`);
    expect(response.status, path).toBe(200);
    rendered.set(path, new JSDOM(await response.text()).window.document);
  }
}, 180_000);

describe("phone numbers on the rendered pages", () => {
  it("every tel: link on every page in the sitemap dials a ten-digit South African number, and shows it", async () => {
    expect(rendered.size).toBeGreaterThan(30);
    const seen = new Set<string>();
    for (const [path, document] of rendered) {
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

describe("dates on the rendered pages", () => {
  it("every date in a page's text reads like 28 October 2026, except the news cards' yyyy/MM/dd", async () => {
    let newsCardDates = 0;
    let houseDates = 0;
    for (const [path, original] of rendered) {
      const document = original.cloneNode(true) as Document;
      for (const time of document.querySelectorAll("time")) {
        const text = time.textContent ?? "";
        if (time.matches(NEWS_CARD_DATE)) {
          newsCardDates += 1;
          expect(text, path).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
          time.remove();
        } else {
          houseDates += 1;
          expect(text, path).toMatch(HOUSE_DATE);
        }
      }
      for (const element of document.querySelectorAll("script, style, template")) element.remove();
      const text = (document.body.textContent ?? "").replace(/\s+/g, " ");
      expect(text.match(OTHER_DATE)?.[0], path).toBeUndefined();
      houseDates +=
        text.match(new RegExp(String.raw`\b\d{1,2} (?:${MONTH_NAMES.join("|")}) \d{4}\b`, "g"))?.length ?? 0;
    }
    // The news cards on the home page and the blog, a post's own date and the legal pages' "last updated".
    expect(newsCardDates).toBeGreaterThan(0);
    expect(houseDates).toBeGreaterThan(5);
  });
});
