import type { Context } from "hono";
import { promisify } from "node:util";
import { brotliCompress, constants, gzipSync } from "node:zlib";

type Encoding = "br" | "gzip";

const brotliAsync = promisify(brotliCompress);

/** The encodings the client accepts, brotli first; q=0 excludes one. */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  return (["br", "gzip"] as const).filter((name) => quality(name) > 0);
}

/** Whether `ifNoneMatch` names `etag` (weak comparison, as for GET and HEAD), or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}

/**
 * An answer whose bytes are known in advance and served from memory: compressed once with gzip (at once,
 * a few milliseconds for a page) and brotli (smaller, slower: in the background, gzip going out until it is
 * ready), answered 304 on a matching If-None-Match, HEAD without a body. Used for every rendered page
 * (server/web/render-cache.ts) and the navigation service's live definitions. An answer made by the
 * thousand that each serve few requests (an API search) has no brotli copy, and its gzip copy is made by
 * the first request that accepts gzip, so a client that takes the plain bytes never pays for compression.
 */
export class PreparedAnswer {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  readonly #headers: Readonly<Record<string, string>>;
  readonly #encoded = new Map<Encoding, Uint8Array<ArrayBuffer>>();
  readonly #gzipOnDemand: boolean;
  readonly #status: 200 | 404;

  /**
   * `headers`: Content-Type, Cache-Control and whatever else every answer carries (not ETag or Vary).
   * `brotli: false` for answers made by the thousand that each serve few requests (API searches): gzip only,
   * made when first asked for. `status: 404` for the one not-found page (never answered 304: that is for
   * a copy of something that exists).
   */
  constructor(
    body: Uint8Array | string,
    etag: string,
    headers: Readonly<Record<string, string>>,
    options: { readonly brotli?: boolean; readonly status?: 200 | 404 } = {},
  ) {
    this.#status = options.status ?? 200;
    this.body = new Uint8Array(typeof body === "string" ? Buffer.from(body, "utf8") : body);
    this.etag = etag;
    this.#headers = { ...headers, ETag: etag, Vary: "Accept-Encoding" };
    this.#gzipOnDemand = options.brotli === false;
    if (!this.#gzipOnDemand) {
      this.#encoded.set("gzip", new Uint8Array(gzipSync(this.body, { level: 9 })));
      void this.#compressWithBrotli();
    }
  }

  /** Bytes held: the body and its compressed copies. */
  get size(): number {
    let size = this.body.byteLength;
    for (const copy of this.#encoded.values()) size += copy.byteLength;
    return size;
  }

  async #compressWithBrotli(): Promise<void> {
    // Once per answer, so the slowest setting pays off; zlib works on its own threads.
    const br = await brotliAsync(this.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.body.byteLength,
      },
    });
    this.#encoded.set("br", new Uint8Array(br));
  }

  /** The answer to `c`'s request, with `extra` headers (say, one Content-Security-Policy of two). */
  respond(c: Context, extra: Readonly<Record<string, string>> = {}): Response {
    const headers: Record<string, string> = { ...this.#headers, ...extra };
    if (this.#status === 200 && etagMatches(c.req.header("If-None-Match"), this.etag)) {
      delete headers["Content-Type"];
      return new Response(null, { status: 304, headers });
    }
    const accepted = acceptedEncodings(c.req.header("Accept-Encoding"));
    if (this.#gzipOnDemand && !this.#encoded.has("gzip") && accepted.includes("gzip"))
      this.#encoded.set("gzip", new Uint8Array(gzipSync(this.body, { level: 6 })));
    const encoding = accepted.find((name) => this.#encoded.has(name));
    const sent = (encoding && this.#encoded.get(encoding)) ?? this.body;
    if (encoding) headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = String(sent.byteLength);
    return new Response(c.req.method === "HEAD" ? null : sent, { status: this.#status, headers });
  }
}
