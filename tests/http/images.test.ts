import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageNames } from "~/content/images";
import { pageHeroes } from "~/content/page-heroes";
import {
  FALLBACK_WIDTH,
  IMAGE_WIDTHS,
  imageUrl,
  imageVariantUrls,
  type ImageFormat,
} from "~/ui/responsive-image/image-variants";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const sample = ["hero-home", pageHeroes.solarFinance, "blog-credit-record"] as const;

const expected: Record<ImageFormat, { contentType: string; sharpFormat: string }> = {
  avif: { contentType: "image/avif", sharpFormat: "heif" },
  webp: { contentType: "image/webp", sharpFormat: "webp" },
  jpg: { contentType: "image/jpeg", sharpFormat: "jpeg" },
};

const variants = sample.flatMap((name) => [
  ...IMAGE_WIDTHS.flatMap((width) => (["avif", "webp"] as const).map((format) => ({ name, width, format }))),
  { name, width: FALLBACK_WIDTH, format: "jpg" as const },
]);

describe("illustrations", () => {
  it("serves every file the ResponsiveImage component links to, for every registered picture", async () => {
    const missing: string[] = [];
    for (const name of imageNames) {
      for (const url of imageVariantUrls(name)) {
        const response = await fetchRaw(`${server.url}${url}`, { method: "HEAD" });
        if (response.status !== 200) missing.push(`${url} → ${response.status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(variants)(
    "serves $name at $width wide as $format: right type, size and pixels",
    async ({ name, width, format }) => {
      const response = await fetchRaw(`${server.url}${imageUrl(name, width, format)}`, {
        headers: { "Accept-Encoding": "br, gzip" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(expected[format].contentType);
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
      // Already compressed: a second compression would only cost CPU.
      expect(response.headers.get("content-encoding")).toBeNull();
      const body = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("content-length"))).toBe(body.length);
      expect(body.length).toBeGreaterThan(2 * 1024);
      expect(body.length).toBeLessThan(80 * 1024);
      const metadata = await sharp(body).metadata();
      expect(metadata.format).toBe(expected[format].sharpFormat);
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe(Math.round((width * 2) / 3));
    },
  );

  it.each(sample)(
    "keeps %s light at 800 wide: AVIF under 30 KB and smaller than WebP, WebP smaller than JPEG",
    async (name) => {
      const sizes = await Promise.all(
        (["avif", "webp", "jpg"] as const).map(
          async (format) =>
            (await (await fetchRaw(`${server.url}${imageUrl(name, 800, format)}`)).arrayBuffer()).byteLength,
        ),
      );
      const [avif, webp, jpg] = sizes as [number, number, number];
      expect(avif).toBeLessThan(30 * 1024);
      expect(avif).toBeLessThan(webp);
      expect(webp).toBeLessThan(jpg);
    },
  );

  it("answers 404 for a picture that was never drawn", async () => {
    const response = await fetchRaw(`${server.url}/images/hero-unknown-800.avif`);
    expect(response.status).toBe(404);
  });
});
