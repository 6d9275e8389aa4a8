import type { MiddlewareHandler } from "hono";
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { chooseEncoding } from "../http/compress";
import { contentTypeFor } from "./content-types";

export interface StaticFile {
  readonly absolutePath: string;
  readonly size: number;
  readonly etag: string;
  readonly contentType: string;
  /** Compressed copies written at build time, by encoding, with their sizes. */
  readonly encoded: ReadonlyMap<"br" | "gzip", number>;
  readonly immutable: boolean;
}

const SUFFIX = { br: ".br", gzip: ".gz" } as const;

async function* walk(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Indexes the built client files once at start. Only files in the index are ever served, so no request
 * path can reach outside the build folder. Pages (.html) and route data (.data) are not files to us:
 * pages go through the page handlers, which add their security policy.
 */
export async function indexStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const all = new Set<string>();
  for await (const path of walk(root)) all.add(path);
  const files = new Map<string, StaticFile>();
  for (const path of all) {
    if (/\.(html|data|br|gz)$/.test(path) || path.includes(`${sep}.vite${sep}`)) continue;
    const info = await stat(path);
    const encoded = new Map<"br" | "gzip", number>();
    for (const encoding of ["br", "gzip"] as const) {
      const variant = path + SUFFIX[encoding];
      if (all.has(variant)) encoded.set(encoding, (await stat(variant)).size);
    }
    const urlPath = `/${relative(root, path).split(sep).join("/")}`;
    files.set(urlPath, {
      absolutePath: path,
      size: info.size,
      etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
      contentType: contentTypeFor(path),
      encoded,
      immutable: urlPath.startsWith("/assets/"),
    });
  }
  return files;
}

function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** Serves the indexed files: hashed assets for a year (immutable), others for an hour, compressed copies when accepted. */
export function serveStaticFiles(files: ReadonlyMap<string, StaticFile>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = decodePath(c.req.path);
    const file = path === undefined ? undefined : files.get(path);
    if (!file) return next();

    const headers = new Headers({
      "Content-Type": file.contentType,
      // The service worker is checked on every visit, so a new build's worker is found at once.
      "Cache-Control": file.immutable
        ? "public, max-age=31536000, immutable"
        : path === "/sw.js"
          ? "no-cache"
          : "public, max-age=3600",
      ETag: file.etag,
    });
    if (file.encoded.size > 0) headers.set("Vary", "Accept-Encoding");
    if (c.req.header("If-None-Match") === file.etag) return new Response(null, { status: 304, headers });

    const encoding = file.encoded.size > 0 ? chooseEncoding(c.req.header("Accept-Encoding")) : undefined;
    const encodedSize = encoding ? file.encoded.get(encoding) : undefined;
    const sourcePath = encoding && encodedSize !== undefined ? file.absolutePath + SUFFIX[encoding] : file.absolutePath;
    if (encoding && encodedSize !== undefined) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(encodedSize ?? file.size));
    if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(createReadStream(sourcePath)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  };
}
