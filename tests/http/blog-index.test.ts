import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

const ADMIN_TOKEN = "test-admin-token-blog-index-0123";

let database: TestDatabase;
let server: RunningServer;
let clientNumber = 0;

/** Ten posts newer than the six seeded ones (1 to 10 November 2026), so the index has 16 posts: two pages of nine. */
const extraPosts = Array.from({ length: 10 }, (_, index) => ({
  slug: `index-post-${index + 1}`,
  title: `Index post number ${index + 1}`,
  date: `2026-11-${String(index + 1).padStart(2, "0")}`,
  description: `A post published on day ${index + 1} of November, to fill the blog's index.`,
  body: `Post ${index + 1}, which links to the [budgeting tool](/budgeting-tool).`,
  image: { src: "/images/blog-budget.svg", alt: "A budget sheet and a calculator." },
  link: "/budgeting-tool",
}));

const publish = (post: unknown) =>
  fetchRaw(`${server.url}/blog/api/posts`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${ADMIN_TOKEN}`,
      "Content-Type": "application/json",
      "X-Forwarded-For": `198.51.100.${(clientNumber += 1)}`,
    },
    body: JSON.stringify(post),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer({ DATABASE_URL: database.url, ADMIN_TOKEN, TRUST_PROXY: "true" });
  for (const post of extraPosts) expect((await publish(post)).status).toBe(201);
});

afterAll(async () => {
  await server?.stop();
  await database?.destroy();
});

async function indexPage(query = "") {
  const response = await fetchRaw(`${server.url}/blog${query}`);
  const document = new JSDOM(await response.text()).window.document;
  const titles = [...document.querySelectorAll(".blog-index__posts .blog-card__title a")].map(
    (link) => link.textContent,
  );
  const current = document.querySelector('.blog-index__pages [aria-current="page"]')?.textContent;
  return { response, document, titles, current };
}

describe("the blog's index", () => {
  it("lists nine posts a page, newest first, and links the pages", async () => {
    const first = await indexPage();
    expect(first.response.status).toBe(200);
    expect(first.titles).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2].map((number) => `Index post number ${number}`));
    expect(first.current).toBe("1");
    expect(first.document.querySelector('a[rel="next"]')?.getAttribute("href")).toBe("/blog?page=2");
    expect(first.document.querySelector("h1")?.textContent).toBe("News and guides");

    const second = await indexPage("?page=2");
    expect(second.response.status).toBe(200);
    expect(second.titles).toHaveLength(7);
    expect(second.titles[0]).toBe("Index post number 1");
    expect(second.current).toBe("2");
    expect(second.document.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe("/blog");
    expect(second.document.querySelector('a[rel="next"]')).toBeNull();
  });

  it.each(["?page=3", "?page=0", "?page=02", "?page=two", "?page=1&page=2"])(
    "answers 404 for /blog%s, which names no page",
    async (query) => {
      expect((await fetchRaw(`${server.url}/blog${query}`)).status).toBe(404);
    },
  );

  it("keeps each page in the render cache under the content version, and renders it again after a post is published", async () => {
    const before = await fetchRaw(`${server.url}/blog?page=2`);
    const etag = before.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetchRaw(`${server.url}/blog?page=2`, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);

    expect(
      (
        await publish({
          ...extraPosts[0],
          slug: "index-post-newest",
          title: "The newest index post",
          date: "2026-11-20",
        })
      ).status,
    ).toBe(201);
    await expect.poll(async () => (await indexPage()).titles[0]).toBe("The newest index post");
    const after = await fetchRaw(`${server.url}/blog?page=2`);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("is in the sitemap", async () => {
    const sitemap = await (await fetchRaw(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/blog\/<\/loc>/);
  });
});

describe("a post's page", () => {
  it("suggests three other posts and ends with one link to its topic, not two", async () => {
    const response = await fetchRaw(`${server.url}/blog/index-post-5`);
    expect(response.status).toBe(200);
    const document = new JSDOM(await response.text()).window.document;
    const related = [...document.querySelectorAll(".blog-related .blog-card__title a")].map((link) =>
      link.getAttribute("href"),
    );
    expect(related).toHaveLength(3);
    expect(related).not.toContain("/blog/index-post-5");
    const article = document.querySelector(".blog-article");
    const toTopic = [...(article?.querySelectorAll('a[href="/budgeting-tool"]') ?? [])];
    expect(toTopic).toHaveLength(1);
    expect(document.querySelector('.blog-article a[href="/blog"]')?.textContent).toBe("All news and guides");
  });
});
