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

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** The executable inline scripts of an HTML document (not external ones, nor JSON-LD and other data blocks). */
function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/.test(attributes) || body === "") continue;
    // JSON-LD and other data blocks are not executed, so they need no allowance.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    scripts.push(body);
  }
  return scripts;
}

/** CSP hashes ('sha256-…') of the inline scripts in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(executableInlineScripts(html).map(sha256))];
}

const HYDRATION_DATA_START = "window.__reactRouterContext.streamController.enqueue(";
const HYDRATION_DATA_END = ");";

/**
 * Whether an inline script is React Router's hydration data and nothing else: one call that hands the
 * stream one string literal (the loader data, serialized and escaped). Visitor text (a search typed into
 * /find-a-car) can be inside the string; if its escaping ever failed and the text broke out of the string
 * or out of the script, the script would no longer have this exact shape, and would not be allowed.
 */
export function isHydrationData(script: string): boolean {
  if (!script.startsWith(HYDRATION_DATA_START) || !script.endsWith(HYDRATION_DATA_END)) return false;
  const literal = script.slice(HYDRATION_DATA_START.length, -HYDRATION_DATA_END.length);
  if (!literal.startsWith('"')) return false;
  try {
    return typeof JSON.parse(literal) === "string";
  } catch {
    return false;
  }
}

/**
 * The inline scripts a page's Content-Security-Policy allows. Code: only scripts the site's own renders
 * produced, learned from pages rendered for the render cache, whose requests carry nothing of any visitor
 * but a page's canonical path (React Router's scroll restoration, its context and manifest, the stream's
 * close); a few dozen for a build. Data: React Router's hydration data, allowed by shape (isHydrationData),
 * since its content changes with the listings and, on a page rendered for one request, with the query.
 * Any other inline script (one an injection put there) is left out of the policy, so the browser refuses it.
 */
export class SiteScripts {
  readonly #code = new Set<string>();

  /** Learns the code scripts of a page rendered from a request that carries nothing of any visitor. */
  learn(html: string): void {
    for (const script of executableInlineScripts(html)) if (!isHydrationData(script)) this.#code.add(sha256(script));
  }

  /** The hashes to allow for `html`, and how many of its inline scripts were left out as not the site's. */
  allowed(html: string): { readonly hashes: readonly string[]; readonly refused: number } {
    const hashes = new Set<string>();
    let refused = 0;
    for (const script of executableInlineScripts(html)) {
      const hash = sha256(script);
      if (isHydrationData(script) || this.#code.has(hash)) hashes.add(hash);
      else refused += 1;
    }
    return { hashes: [...hashes], refused };
  }

  /** How many code scripts are known. */
  get size(): number {
    return this.#code.size;
  }
}
