import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openCsrfSession, type CsrfSession } from "../support/csrf-session";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { statusesOfOneWindow } from "../support/rate-limit-window";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

const ADMIN_TOKEN = "test-admin-token-0123456789abcdef";

let database: TestDatabase;
let server: RunningServer;
let session: CsrfSession;
let clientNumber = 0;
const newClient = () => `203.0.113.${(clientNumber += 1)}`;

interface Summary {
  slug: string;
  date: string;
  title: string;
}

const post = {
  slug: "stored-xss-is-harmless",
  title: "A post with hostile markup",
  date: "2026-11-22",
  description: "Checks that whatever an author pastes into a body cannot run in a visitor's browser.",
  body: [
    "Hello **there**.",
    "",
    "<script>window.__pwned = true</script>",
    '<img src=x onerror="window.__pwned = true">',
    "[click me](javascript:window.__pwned=true)",
    '<a href="javascript:alert(1)" onclick="alert(1)">link</a>',
    "<svg><script>alert(1)</script></svg>",
    '<iframe src="https://evil.example"></iframe>',
  ].join("\n\n"),
  image: { src: "/images/blog-budget-800.jpg", alt: "A blue piggy bank on banknotes." },
};

/** Markup that would run something: a script or frame, an event handler attribute, a javascript: address. */
const ACTIVE_MARKUP = /<script|<iframe|<svg|\son\w+\s*=|href\s*=\s*["']?\s*javascript:/i;

const admin = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetchRaw(`${server.url}/blog/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${ADMIN_TOKEN}`,
      "Content-Type": "application/json",
      "X-Forwarded-For": newClient(),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer({ DATABASE_URL: database.url, ADMIN_TOKEN, TRUST_PROXY: "true" });
  session = await openCsrfSession(server.url);
});

afterAll(async () => {
  await server?.stop();
  await database?.destroy();
});

describe("GET /blog/api/posts", () => {
  it("lists the seeded articles newest first, in pages", async () => {
    const response = await fetchRaw(`${server.url}/blog/api/posts`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as { posts: Summary[]; total: number; page: number; pageSize: number };
    expect(page.total).toBe(6);
    expect(page.posts).toHaveLength(6);
    const dates = page.posts.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const second = (await (await fetchRaw(`${server.url}/blog/api/posts?page=2&pageSize=4`)).json()) as {
      posts: Summary[];
    };
    expect(second.posts.map((entry) => entry.slug)).toEqual(page.posts.slice(4).map((entry) => entry.slug));
    expect((await fetchRaw(`${server.url}/blog/api/posts?pageSize=500`)).status).toBe(400);
  });

  it("gives one post with its body rendered from Markdown to sanitized HTML", async () => {
    const response = await fetchRaw(`${server.url}/blog/api/posts/balloon-payments-explained`);
    expect(response.status).toBe(200);
    const found = (await response.json()) as { html: string; body: string };
    expect(found.body).toContain("## When it works");
    expect(found.html).toContain("<h2>When it works</h2>");
    expect(found.html).toContain("<blockquote>");
    const missing = await fetchRaw(`${server.url}/blog/api/posts/no-such-post`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: "not_found", fields: { slug: "unknown" } } });
  });
});

describe("writing posts", () => {
  it("refuses writes without the admin token (401), with or without the visitor's CSRF token", async () => {
    const anonymous = await fetchRaw(`${server.url}/blog/api/posts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: session.cookie, "X-CSRF-Token": session.token },
      body: JSON.stringify(post),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({
      error: { code: "unauthorized", fields: { Authorization: "invalid" } },
    });
    expect((await admin("POST", "/posts", post, { Authorization: "Bearer wrong-token-wrong-token" })).status).toBe(401);
    const cookieOnly = await fetchRaw(`${server.url}/blog/api/posts/balloon-payments-explained`, {
      method: "DELETE",
      headers: { Cookie: session.cookie },
    });
    expect(cookieOnly.status).toBe(401);
    expect((await fetchRaw(`${server.url}/blog/api/posts/balloon-payments-explained`)).status).toBe(200);
  });

  it("publishes, updates and deletes a post; a stored script, handler or javascript: link never survives", async () => {
    const created = await admin("POST", "/posts", post);
    expect(created.status).toBe(201);
    const stored = (await created.json()) as { html: string };
    expect(stored.html).toContain("<strong>there</strong>");
    expect(stored.html).not.toMatch(ACTIVE_MARKUP);
    expect(stored.html).toContain("<a>click me</a>");

    expect((await admin("POST", "/posts", post)).status).toBe(409);

    const updated = await admin("PUT", `/posts/${post.slug}`, {
      ...post,
      title: "A post with hostile markup, revised",
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ title: "A post with hostile markup, revised" });
    expect((await admin("PUT", `/posts/${post.slug}`, { ...post, slug: "another-slug" })).status).toBe(422);

    const page = await fetchRaw(`${server.url}/blog/${post.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("A post with hostile markup, revised");
    const article = /<article class="blog-article">([\s\S]*?)<\/article>/.exec(html)?.[1];
    expect(article).toContain("<strong>there</strong>");
    expect(article).not.toMatch(ACTIVE_MARKUP);
    // The raw Markdown never travels with the page: only the sanitized HTML does.
    expect(html).not.toContain("__pwned");

    expect((await admin("DELETE", `/posts/${post.slug}`)).status).toBe(204);
    expect((await fetchRaw(`${server.url}/blog/api/posts/${post.slug}`)).status).toBe(404);
    expect((await fetchRaw(`${server.url}/blog/${post.slug}`)).status).toBe(404);
  });

  it("answers 422 naming each invalid field, 415 and 400 for bodies that are not JSON", async () => {
    const invalid = await admin("POST", "/posts", { ...post, slug: "Not A Slug", date: "22/11/2026", extra: true });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      error: { code: "validation", fields: { slug: "invalid", date: "invalid", extra: "unknown" } },
    });
    expect((await admin("POST", "/posts", undefined, { "Content-Type": "text/markdown" })).status).toBe(415);
    const malformed = await fetchRaw(`${server.url}/blog/api/posts`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${ADMIN_TOKEN}`,
        "Content-Type": "application/json",
        "X-Forwarded-For": newClient(),
      },
      body: "{",
    });
    expect(malformed.status).toBe(400);
  });

  it("limits admin writes to 30 a minute per address", async () => {
    const client = newClient();
    const { allowed, refused } = await statusesOfOneWindow(
      () => admin("DELETE", "/posts/does-not-exist", undefined, { "X-Forwarded-For": client }),
      30,
    );
    expect(allowed).toEqual(Array.from({ length: 30 }, () => 404));
    expect(refused.status).toBe(429);
  });

  it("limits writes to the navigation service the same way", async () => {
    const client = newClient();
    const { allowed, refused } = await statusesOfOneWindow(
      () =>
        fetchRaw(`${server.url}/wol-ms-header-footer/header?siteid=umoya-web`, {
          method: "PUT",
          headers: {
            Authorization: "Bearer not-the-admin-token-at-all",
            "Content-Type": "application/json",
            "X-Forwarded-For": client,
          },
          body: "{}",
        }),
      30,
    );
    expect(allowed).toEqual(Array.from({ length: 30 }, () => 401));
    expect(refused.status).toBe(429);
  });
});

describe("news on the site", () => {
  it("shows the newest posts as news cards on the home page and each post on its own page", async () => {
    const home = await (await fetchRaw(`${server.url}/`)).text();
    expect(home).toContain("News and guides");
    expect(home).toContain('href="/blog/new-or-used-car-which-makes-sense"');
    const grid = /<ul class="news-cards__grid[^"]*"[^>]*>([\s\S]*?)<\/ul>/.exec(home)?.[1] ?? "";
    expect(grid.match(/<li/g)).toHaveLength(4);
    expect(home).toContain("2026/10/28");

    const article = await fetchRaw(`${server.url}/blog/new-or-used-car-which-makes-sense`);
    expect(article.status).toBe(200);
    const text = await article.text();
    expect(text).toContain("<title>New or used: which car makes more sense for your budget? | Umoya Finance</title>");
    expect(text).toContain("<h2>What a new car gives you</h2>");
    expect(text).toMatch(
      /aria-label="Breadcrumb"><ol class="breadcrumbs__trail"><li class="breadcrumbs__crumb"><a href="\/"[^>]*>Home<\/a>/,
    );
  });
});
