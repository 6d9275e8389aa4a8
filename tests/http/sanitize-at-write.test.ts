import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

/**
 * Markup is sanitized where it enters (docs/security.md): the write paths load DOMPurify and jsdom, serving
 * pages never does, and markup stored before that (or under older rules) is sanitized again once at start.
 */
const ADMIN_TOKEN = "test-admin-token-0123456789abcdef";
const TRACER = new URL("../support/module-trace.mjs", import.meta.url).href;
/** Markup that would run something: a script or frame, an event handler attribute, a javascript: address. */
const ACTIVE_MARKUP = /<script|<iframe|<svg|<img|\son\w+\s*=|href\s*=\s*["']?\s*javascript:/i;
const SEED_POST = "balloon-payments-explained";

let database: TestDatabase;
let traceDir: string;
let server: RunningServer | undefined;
let traceFile: string;

/** Starts the built server on the test database, tracing every module it loads from jsdom or DOMPurify. */
async function start(name: string): Promise<RunningServer> {
  traceFile = join(traceDir, `${name}.txt`);
  await writeFile(traceFile, "");
  server = await startServer({
    DATABASE_URL: database.url,
    ADMIN_TOKEN,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${TRACER}`.trim(),
    MODULE_TRACE_FILE: traceFile,
    MODULE_TRACE_PACKAGES: "jsdom,dompurify",
  });
  return server;
}

const loadedSanitizer = async () => (await readFile(traceFile, "utf8")).split("\n").filter(Boolean);

/** The stored body as its page shows it (SafeHtml's div; the page's own picture is outside it). */
const bodyOf = async (base: string, slug: string) => {
  const page = await fetchRaw(`${base}/blog/${slug}`);
  expect(page.status).toBe(200);
  const body = /<div class="blog-article__body">([\s\S]*?)<\/div><p class="blog-article__more">/.exec(
    await page.text(),
  );
  expect(body, slug).not.toBeNull();
  return body?.[1] ?? "";
};

beforeAll(async () => {
  database = await createTestDatabase();
  traceDir = await mkdtemp(join(tmpdir(), "sanitize-trace-"));
  // The first start seeds the blog and the footer with markup that ships sanitized
  // (server/blog/seed-posts.generated.ts, app/content/markup.generated.ts): it loads no sanitizer either.
  const first = await start("first-start");
  expect(await loadedSanitizer()).toEqual([]);
  await first.stop();
  server = undefined;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.destroy();
  await rm(traceDir, { recursive: true, force: true });
});

describe("sanitizing at write time", () => {
  it("serves pages without loading jsdom or DOMPurify, and loads them for a write", async () => {
    const running = await start("serving");
    for (const path of ["/", "/solar-finance", "/blog", `/blog/${SEED_POST}`]) {
      expect((await fetchRaw(`${running.url}${path}`)).status, path).toBe(200);
    }
    expect(await bodyOf(running.url, SEED_POST)).toContain("<h2>");
    expect(await loadedSanitizer()).toEqual([]);

    // A post written through the API with a script, a handler and javascript: links is stored clean...
    const created = await fetchRaw(`${running.url}/blog/api/posts`, {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        slug: "written-with-hostile-markup",
        title: "Written with hostile markup",
        date: "2026-11-27",
        description: "A body with a script, a handler and javascript: links, as an author might paste it.",
        body: [
          "Kept **bold**.",
          "<script>window.__pwned = 1</script>",
          '<img src=x onerror="window.__pwned = 2">',
          "[markdown link](javascript:window.__pwned=3)",
          '<a href="jav&#x09;ascript:alert(1)" onclick="alert(1)">entity link</a>',
        ].join("\n\n"),
        image: { src: "/images/blog-budget-800.jpg", alt: "A blue piggy bank on banknotes." },
      }),
    });
    expect(created.status).toBe(201);
    const stored = (await created.json()) as { html: string };
    expect(stored.html).toContain("<strong>bold</strong>");
    expect(stored.html).not.toMatch(ACTIVE_MARKUP);
    // ...which loaded the sanitizer (the trace sees it: its silence above means something).
    expect((await loadedSanitizer()).some((url) => url.includes("/node_modules/jsdom/"))).toBe(true);

    // ...and served clean, from the API and on its page.
    const read = (await (await fetchRaw(`${running.url}/blog/api/posts/written-with-hostile-markup`)).json()) as {
      html: string;
    };
    expect(read.html).toBe(stored.html);
    const article = await bodyOf(running.url, "written-with-hostile-markup");
    expect(article).toContain("<strong>bold</strong>");
    expect(article).not.toMatch(ACTIVE_MARKUP);
    await running.stop();
    server = undefined;
  });

  it("sanitizes markup stored before sanitizing moved to write time once, at the next start", async () => {
    // A post and a footer as an older server may have stored them: raw markup, no marker of today's rules.
    await database.db.execute(
      sql`UPDATE blog_posts SET html = '<p>old</p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>' WHERE slug = ${SEED_POST}`,
    );
    await database.db.execute(
      sql`UPDATE footer_definitions SET definition = json_build_object('groups', '[]'::json, 'extraMessage', '<p>Footer</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">y</a>')`,
    );
    await database.db.execute(
      sql`DELETE FROM server_secrets WHERE name IN ('blog-html-sanitized', 'site-definitions-markup-sanitized')`,
    );

    const running = await start("after-upgrade");
    const article = await bodyOf(running.url, SEED_POST);
    expect(article).toContain("<h2>When it works</h2>"); // rendered again from its Markdown
    expect(article).not.toMatch(ACTIVE_MARKUP);
    const home = await (await fetchRaw(`${running.url}/`)).text();
    const footer = /<div class="site-footer__message">([\s\S]*?)<\/div>/.exec(home)?.[1] ?? "";
    expect(footer).toContain("<p>Footer</p>");
    expect(footer).not.toMatch(ACTIVE_MARKUP);
    await running.stop();

    // Once done, the next start neither loads the sanitizer nor writes anything.
    const again = await start("after-resanitize");
    expect((await fetchRaw(`${again.url}/blog/${SEED_POST}`)).status).toBe(200);
    expect(await loadedSanitizer()).toEqual([]);
  });
});
