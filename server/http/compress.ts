import type { MiddlewareHandler } from "hono";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

type Encoding = "br" | "gzip";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;

/** The best encoding the client accepts, brotli first; q=0 excludes one. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return undefined;
}

/** A streaming compressor; every chunk is flushed so server-rendered HTML still streams. */
function compressor(encoding: Encoding) {
  return encoding === "br"
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
}

/**
 * Compresses dynamic responses (pages, JSON) with brotli or gzip. Files that were compressed at build
 * time already carry a Content-Encoding and pass through untouched.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get("Content-Length");
    if (
      c.req.method === "HEAD" ||
      !res.body ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has("Content-Encoding") ||
      (length !== null && Number(length) < MIN_BYTES) ||
      !COMPRESSIBLE.test(res.headers.get("Content-Type") ?? "") ||
      /no-transform/i.test(res.headers.get("Cache-Control") ?? "")
    ) {
      return;
    }
    const vary = res.headers.get("Vary");
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (encoding) {
      const compressed = Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>).pipe(compressor(encoding));
      // Hono copies the old response's headers onto the new one, so the headers are fixed up after.
      c.res = new Response(Readable.toWeb(compressed) as ReadableStream<Uint8Array>, res);
      c.res.headers.delete("Content-Length");
      c.res.headers.set("Content-Encoding", encoding);
      const etag = c.res.headers.get("ETag");
      if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
    }
    if (!vary || !/accept-encoding/i.test(vary)) {
      c.res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
  };
}
