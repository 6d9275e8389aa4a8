import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageNames, images, stableImagePath } from "~/content/images";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const source = (name: string) => readFile(new URL(`../../app/content/images/${name}.svg`, import.meta.url));

/** Where this build put a drawing: the stable address redirects there. */
async function hashedAddress(name: string): Promise<string> {
  const response = await fetchRaw(`${server.url}${stableImagePath(name as (typeof imageNames)[number])}`);
  expect(response.status).toBe(302);
  return response.headers.get("location") ?? "";
}

describe("illustrations", () => {
  it.each(imageNames)("serves %s as a hashed SVG that browsers keep for a year", async (name) => {
    const address = await hashedAddress(name);
    expect(address).toMatch(new RegExp(`^/assets/${name}-[\\w-]{8}\\.svg$`));
    const response = await fetchRaw(`${server.url}${address}`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml(;|$)/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Compressed at build time (every drawing is over the 1 KB threshold), never per request.
    expect(response.headers.get("content-encoding")).toBe("br");
    // fetch() undoes the compression; Content-Length counts the bytes that crossed the wire.
    const drawing = await source(name);
    expect(Buffer.from(await response.arrayBuffer()).equals(drawing)).toBe(true);
    expect(Number(response.headers.get("content-length"))).toBeLessThan(drawing.length / 2);
  });

  it("links the page's hero to the hashed file, preloads it, and reserves its space", async () => {
    const html = await (await fetchRaw(`${server.url}/solar-finance`)).text();
    const address = await hashedAddress("hero-solar");
    const image = html.match(/<img class="illustration[^"]*"[^>]*>/)?.[0] ?? "";
    expect(image).toContain(`src="${address}"`);
    expect(image).toContain(`alt="${images["hero-solar"].alt}"`);
    expect(image).toContain('width="1200" height="800"');
    expect(html).toMatch(new RegExp(`<link rel="preload" href="${address}" as="image"`));
  });

  it("shows a blog post's picture from the hashed file, not through the redirect", async () => {
    const posts = (await (await fetchRaw(`${server.url}/blog/api/posts`)).json()) as {
      posts: { slug: string; image: { src: string } }[];
    };
    const [post] = posts.posts;
    expect(post?.image.src).toMatch(/^\/images\/blog-[a-z-]+\.svg$/);
    const name = post!.image.src.slice("/images/".length, -".svg".length);
    const html = await (await fetchRaw(`${server.url}/blog/${post!.slug}`)).text();
    expect(html).toContain(`src="${await hashedAddress(name)}"`);
  });

  it("redirects the raster addresses of earlier builds to the drawing, for posts that still keep them", async () => {
    const response = await fetchRaw(`${server.url}/images/blog-budget-800.jpg`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(await hashedAddress("blog-budget"));
    // The next build may name the file differently, and the answer may carry the visitor's cookies.
    expect(response.headers.get("cache-control")).toBe("private, max-age=3600");
  });

  it.each(["/images/hero-unknown.svg", "/images/hero-home.png", "/images/hero-unknown-800.avif"])(
    "answers 404 for %s, a picture that was never drawn",
    async (path) => {
      expect((await fetchRaw(`${server.url}${path}`)).status).toBe(404);
    },
  );
});
