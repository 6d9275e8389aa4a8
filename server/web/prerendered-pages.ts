import type { Context, MiddlewareHandler } from "hono";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { chooseEncoding } from "../http/compress";
import { PRERENDER_ORIGIN } from "../../app/lib/seo/prerender-origin";
import { inlineScriptHashes, pageContentSecurityPolicy } from "../security/content-security-policy";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface RenderedVariant {
  readonly html: Buffer;
  readonly etag: string;
  readonly policyHashes: readonly string[];
  readonly encoded: Map<"br" | "gzip", Promise<Buffer>>;
}

export interface PrerenderedPages {
  /** Request paths ("/business") that have a prerendered document. */
  readonly paths: ReadonlySet<string>;
  readonly middleware: MiddlewareHandler;
}

export interface PrerenderedPagesOptions {
  readonly root: string;
  readonly originOf: (c: Context) => string;
  readonly upgradeInsecure: (c: Context) => boolean;
  /**
   * Whether the prerendered copy of a path may be served now; when not (for example, the navigation was
   * republished after the build), the request falls through to server rendering.
   */
  readonly isCurrent?: (path: string) => boolean | Promise<boolean>;
}

async function findDocuments(root: string): Promise<Map<string, string>> {
  const documents = new Map<string, string>();
  const visit = async (directory: string) => {
    for (const entry of await readdir(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") await visit(path);
      else if (entry.isFile() && entry.name === "index.html") {
        const routePath = `/${relative(root, directory).split(sep).join("/")}`.replace(/\/$/, "") || "/";
        documents.set(routePath, path);
      }
    }
  };
  await visit(root);
  return documents;
}

const MAX_CACHED_VARIANTS = 500;

/**
 * Serves the pages the build prerendered. Each is read once; the placeholder origin is swapped for the
 * public origin, and the CSP lists the hashes of the page's inline scripts instead of a nonce.
 */
export async function prerenderedPages(options: PrerenderedPagesOptions): Promise<PrerenderedPages> {
  const documents = await findDocuments(options.root);
  const templates = new Map<string, string>();
  for (const [path, file] of documents) templates.set(path, await readFile(file, "utf8"));
  const variants = new Map<string, RenderedVariant>();

  const variantFor = (path: string, template: string, origin: string): RenderedVariant => {
    const key = `${origin} ${path}`;
    const cached = variants.get(key);
    if (cached) return cached;
    const html = template.replaceAll(PRERENDER_ORIGIN, origin);
    const buffer = Buffer.from(html, "utf8");
    const variant: RenderedVariant = {
      html: buffer,
      etag: `"${createHash("sha256").update(buffer).digest("base64url").slice(0, 27)}"`,
      policyHashes: inlineScriptHashes(html),
      encoded: new Map(),
    };
    if (variants.size >= MAX_CACHED_VARIANTS) variants.delete(variants.keys().next().value as string);
    variants.set(key, variant);
    return variant;
  };

  const encodedBody = (variant: RenderedVariant, encoding: "br" | "gzip"): Promise<Buffer> => {
    let body = variant.encoded.get(encoding);
    if (!body) {
      body =
        encoding === "br"
          ? brotli(variant.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipAsync(variant.html, { level: 9 });
      variant.encoded.set(encoding, body);
    }
    return body;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = c.req.path.replace(/\/+$/, "") || "/";
    const template = templates.get(path);
    if (template === undefined) return next();
    if (options.isCurrent && !(await options.isCurrent(path))) return next();

    const variant = variantFor(path, template, options.originOf(c));
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, no-cache",
      ETag: variant.etag,
      Vary: "Accept-Encoding",
      "Content-Security-Policy": pageContentSecurityPolicy(
        { hashes: variant.policyHashes },
        { upgradeInsecure: options.upgradeInsecure(c) },
      ),
    });
    if (c.req.header("If-None-Match") === variant.etag) return new Response(null, { status: 304, headers });
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    const body = encoding ? await encodedBody(variant, encoding) : variant.html;
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
  };

  return { paths: new Set(templates.keys()), middleware };
}
