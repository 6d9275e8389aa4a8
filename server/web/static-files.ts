import type { MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { etag } from "hono/etag";
import { statSync } from "node:fs";
import { SERVICE_WORKER_CONTENT_SECURITY_POLICY } from "../security/content-security-policy";

/** A path with a segment that starts with a dot (.vite/manifest.json): build files that are not the site's. */
const HIDDEN = /(^|\/)\./;
/** Files have an extension; pages do not, and never cost a look at the disk. */
const FILE_NAME = /\.[A-Za-z0-9]+$/;

/**
 * The client build's files (build/client), through @hono/node-server's serveStatic with the brotli and
 * gzip copies written at build time: hashed assets cached for a year, the service worker checked on every
 * visit, other files for an hour; each with an ETag from its size and time, which Hono's etag middleware
 * answers with 304. A request for anything else (a page) passes on.
 */
export function staticFiles(root: string): MiddlewareHandler {
  const files = serveStatic({
    root,
    precompressed: true,
    onFound: (path, c) => {
      const requested = c.req.path;
      c.header(
        "Cache-Control",
        requested.startsWith("/assets/")
          ? "public, max-age=31536000, immutable"
          : requested === "/sw.js"
            ? "no-cache"
            : "public, max-age=3600",
      );
      // A worker runs under the policy its script arrived with: it may fetch from this site and nothing else.
      if (requested === "/sw.js") c.header("Content-Security-Policy", SERVICE_WORKER_CONTENT_SECURITY_POLICY);
      // Of the file sent (a compressed copy has its own), so a validator never names the wrong bytes.
      const info = statSync(path, { throwIfNoEntry: false });
      if (info) c.header("ETag", `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`);
    },
  });
  const conditional = etag();
  return async (c, next) => {
    const path = c.req.path;
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !FILE_NAME.test(path) || HIDDEN.test(path))
      return next();
    let missing = false;
    await conditional(c, async () => {
      const found = await files(c, async () => {
        missing = true;
      });
      if (found) c.res = found;
    });
    return missing ? next() : undefined;
  };
}
