import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageKeys, sitePages, type SitePage } from "~/content/site-pages";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

let server: RunningServer;
const ORIGIN = "https://www.umoya.example";
beforeAll(async () => {
  server = await startServer({ PUBLIC_URL: ORIGIN });
});
afterAll(async () => {
  await server.stop();
});

const pages = Object.values<SitePage>(sitePages);
const publicPages = pages.filter((page) => page.indexable !== false);
const canonical = (page: SitePage) => (page.path === "" ? `${ORIGIN}/` : `${ORIGIN}/${page.path}/`);

type JsonLd = { "@type": string } & Record<string, unknown>;

async function load(path: string) {
  const html = await (await fetchRaw(`${server.url}${path}`)).text();
  const document = new JSDOM(html).window.document;
  const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const parsed = JSON.parse(script.textContent ?? "") as JsonLd | JsonLd[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
  return { document, structured };
}

describe("sitemap.xml and robots.txt", () => {
  it("lists the canonical address of every public page and blog post, and no test page", async () => {
    const response = await fetchRaw(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/xml/);
    const xml = new JSDOM(await response.text(), { contentType: "application/xml" }).window.document;
    expect(xml.querySelector("parsererror")).toBeNull();
    const locations = [...xml.getElementsByTagName("loc")].map((loc) => loc.textContent);
    const blog = (await (await fetchRaw(`${server.url}/blog/api/posts?pageSize=50`)).json()) as {
      posts: { slug: string }[];
    };
    expect(blog.posts.length).toBeGreaterThan(0);
    const blogPages = blog.posts.map((post) => `${ORIGIN}/blog/${post.slug}/`);
    expect(locations.sort()).toEqual([...publicPages.map(canonical), ...blogPages].sort());
    expect(locations).not.toContain(`${ORIGIN}/testing/`);
  });

  it("points crawlers to the sitemap and keeps them out of the API", async () => {
    const response = await fetchRaw(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/testing$/m);
  });
});

describe("structured data and link previews", () => {
  it.each(publicPages.map((page) => [`/${page.path}`, page] as const))(
    "%s carries JSON-LD that matches the page",
    async (path, page) => {
      const { document, structured } = await load(path);
      const types = structured.map((item) => item["@type"]);

      const organisation = structured.find((item) => item["@type"] === "FinancialService");
      expect(organisation).toMatchObject({ name: "Umoya Finance", url: `${ORIGIN}/` });

      const visibleCrumbs = [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(
        (li) => li.textContent,
      );
      const breadcrumbs = structured.find((item) => item["@type"] === "BreadcrumbList") as
        { itemListElement: { name: string; item: string }[] } | undefined;
      if (visibleCrumbs.length > 1) {
        expect(breadcrumbs?.itemListElement.map((entry) => entry.name)).toEqual(visibleCrumbs);
        expect(breadcrumbs?.itemListElement.at(-1)?.item).toBe(canonical(page));
      } else {
        expect(breadcrumbs).toBeUndefined();
      }

      const visibleQuestions = [...document.querySelectorAll("main [data-faq] .accordion__title")].map((q) =>
        q.textContent?.trim(),
      );
      const faq = structured.find((item) => item["@type"] === "FAQPage") as
        { mainEntity: { name: string }[] } | undefined;
      if (visibleQuestions.length > 0)
        expect(faq?.mainEntity.map((question) => question.name)).toEqual(visibleQuestions);
      else expect(faq).toBeUndefined();

      if (page.product) {
        expect(types).toContain(page.product.type);
        expect(structured.find((item) => item["@type"] === page.product?.type)).toMatchObject({
          name: page.title,
          url: canonical(page),
        });
      } else {
        expect(types).not.toContain("LoanOrCredit");
      }

      const og = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute("content");
      expect(og("og:url")).toBe(canonical(page));
      expect(og("og:title")).toBe(document.title);
      expect(og("og:description")).toBe(page.description);
      const key = pageKeys.find((candidate) => sitePages[candidate] === page);
      expect(og("og:image")).toBe(`${ORIGIN}/brand/social/${key}.png`);
      expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe("summary_large_image");
    },
  );

  it.each(["/brand/umoya-social.png", "/brand/social/privateFinance.png", "/brand/icons/apple-touch-icon.png"])(
    "serves the image %s",
    async (path) => {
      const response = await fetchRaw(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
    },
  );

  it("serves the web app manifest with its icons", async () => {
    const response = await fetchRaw(`${server.url}/site.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { icons: { src: string }[] };
    for (const icon of manifest.icons) expect((await fetchRaw(`${server.url}${icon.src}`)).status).toBe(200);
  });
});
