import { createHash } from "node:crypto";

/**
 * The policy for HTML pages. Inline scripts run only when their hash is listed (the same for every
 * visitor, so a page can be cached and shared: no nonce); styles come from our own files, with inline
 * style attributes allowed for layout values computed at run time.
 */
export function pageContentSecurityPolicy(
  scriptHashes: readonly string[],
  options: { upgradeInsecure: boolean },
): string {
  const scriptSources = scriptHashes.map((hash) => `'${hash}'`);
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The policy for everything that is not a page (JSON, files): nothing may run or embed it. */
export const RESOURCE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The service worker's own policy (a worker runs under the CSP its script arrived with): it may fetch
 * from this site, to precache the build and keep pages for offline use, and nothing else.
 */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY =
  "default-src 'none'; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** CSP hashes ('sha256-…') of the inline scripts in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/.test(attributes) || body === "") continue;
    // JSON-LD and other data blocks are not executed, so they need no allowance.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
