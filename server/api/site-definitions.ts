import { Hono, type Context, type ErrorHandler, type MiddlewareHandler } from "hono";
import { createHash, timingSafeEqual } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chooseEncoding } from "../http/compress";
import { jsonError } from "../http/json-errors";
import { WRITE_METHODS } from "../http/methods";
import type { Logger } from "../logger";
import {
  DEFAULT_SITE_ID,
  DEFINITION_KINDS,
  siteIdSchema,
  type DefinitionKind,
} from "../site-definitions/definition-kinds";
import {
  DefinitionValidationError,
  type PublishedDefinition,
  type SiteDefinitionsRepository,
} from "../site-definitions/repository";

/** Largest definition an editor may publish. */
export const MAX_DEFINITION_BYTES = 256 * 1024;

/**
 * Browsers and CDNs may reuse an answer this long, and keep serving it while they revalidate in the
 * background; a publish reaches every visitor within about a minute.
 */
export const DEFINITION_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

export interface SiteDefinitionsApiOptions {
  readonly repository: SiteDefinitionsRepository;
  /** Bearer token for publishing; undefined refuses every write. */
  readonly adminToken: string | undefined;
  readonly logger: Logger;
  /** Runs ahead of every write (PUT, POST and the like), before anything reads the body: the rate limit. */
  readonly beforeWrites?: MiddlewareHandler;
  /** Answers an error a handler throws. */
  readonly onError?: ErrorHandler;
}

/** Where the service lives: every path under it is the service's (server/app.ts hands them straight to it). */
export const SITE_DEFINITIONS_PATH = "/wol-ms-header-footer";

/** `/<kind>`, `/<kind>/versions` or `/<kind>/rollback` under the service's path. */
const SERVICE_PATH_PATTERN = new RegExp(`^${SITE_DEFINITIONS_PATH}/([^/]+)(/versions|/rollback)?$`);

/** The methods each of the service's paths takes, by what follows `/<kind>`. */
const ALLOWED_METHODS: Readonly<Record<string, string>> = {
  "": "GET, HEAD, PUT",
  "/versions": "GET, HEAD",
  "/rollback": "POST",
};

const isKind = (value: string): value is DefinitionKind => (DEFINITION_KINDS as readonly string[]).includes(value);

/** How many published versions' answer bodies a copy of the server keeps (a few kinds and sites, each live one). */
const MAX_CACHED_ANSWERS = 32;

/**
 * The `{"result": "<definition JSON>"}` body of a published version, built once per version and
 * compressed once per encoding on first asking, rather than per request (this route is mounted ahead of
 * the per-request compression). Keyed by the ETag, which names the version and its content, so the
 * repository's periodic re-read of the live row does not rebuild anything.
 */
class AnswerBodies {
  /** Encoded to UTF-8 once: a string body would be measured and encoded again on every request. */
  readonly identity: Uint8Array<ArrayBuffer>;
  /** The headers of a 304 for this version. */
  readonly notModifiedHeaders: Readonly<Record<string, string>>;
  /** The headers of the 200 answer, uncompressed. */
  readonly identityHeaders: Readonly<Record<string, string>>;
  #encoded = new Map<
    "br" | "gzip",
    { readonly body: Uint8Array<ArrayBuffer>; readonly headers: Readonly<Record<string, string>> }
  >();

  constructor(json: string, etag: string) {
    this.identity = new Uint8Array(Buffer.from(JSON.stringify({ result: json })));
    this.notModifiedHeaders = Object.freeze({
      ETag: etag,
      "Cache-Control": DEFINITION_CACHE_CONTROL,
      Vary: "Accept-Encoding",
    });
    this.identityHeaders = Object.freeze({
      ...this.notModifiedHeaders,
      "Content-Type": "application/json; charset=utf-8",
    });
  }

  /** The body compressed with `encoding`, compressed on first asking, and its headers. */
  encoded(encoding: "br" | "gzip"): {
    readonly body: Uint8Array<ArrayBuffer>;
    readonly headers: Readonly<Record<string, string>>;
  } {
    let answer = this.#encoded.get(encoding);
    if (answer === undefined) {
      const body =
        encoding === "br"
          ? new Uint8Array(brotliCompressSync(this.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
          : new Uint8Array(gzipSync(this.identity, { level: 9 }));
      answer = { body, headers: Object.freeze({ ...this.identityHeaders, "Content-Encoding": encoding }) };
      this.#encoded.set(encoding, answer);
    }
    return answer;
  }
}

const answerBodies = new Map<string, AnswerBodies>();
function answerBody(published: PublishedDefinition): AnswerBodies {
  let bodies = answerBodies.get(published.etag);
  if (bodies === undefined) {
    bodies = new AnswerBodies(published.json, published.etag);
    if (answerBodies.size >= MAX_CACHED_ANSWERS) answerBodies.delete(answerBodies.keys().next().value ?? "");
    answerBodies.set(published.etag, bodies);
  }
  return bodies;
}

/** Past this, an oversized body is not even drained: the connection is simply closed. */
const MAX_DRAINED_BYTES = 8 * 1024 * 1024;

/**
 * The request body as text, or undefined when it is over `limit` bytes. An oversized body is still read
 * to its end (up to MAX_DRAINED_BYTES, without keeping it), so the client gets the 413 answer instead
 * of a connection closed under it while it is still sending.
 */
async function readBodyWithLimit(request: Request, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total <= limit && !(declared > limit)) chunks.push(value);
    if (total > MAX_DRAINED_BYTES) {
      await reader.cancel();
      break;
    }
  }
  if (total > limit || declared > limit) return undefined;
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

/**
 * The navigation service of §7 under /wol-ms-header-footer: GET /header, /footer and /cash-power-params
 * answer `{"result": "<JSON string>"}` for a site id; PUT publishes a new version (admin bearer token),
 * GET …/versions lists them and POST …/rollback re-publishes one as the newest.
 *
 * An app of its own, so that a read matches exactly one handler and, with the live version in hand, is
 * answered without waiting on anything: Hono and its Node adapter then write it straight out (no
 * middleware chain, no promises), which is most of what `npm run bench:api` measures.
 */
export function siteDefinitionsService(options: SiteDefinitionsApiOptions): Hono {
  const { repository, logger } = options;
  const app = new Hono().basePath(SITE_DEFINITIONS_PATH);
  if (options.beforeWrites) app.on(WRITE_METHODS, "*", options.beforeWrites);
  if (options.onError) app.onError(options.onError);
  const expectedToken =
    options.adminToken === undefined ? undefined : createHash("sha256").update(options.adminToken).digest();

  /** The siteid query parameter; /cash-power-params defaults to the brand's site (§7 calls it without one). */
  const siteIdOf = (
    c: Context,
    kind: DefinitionKind,
  ): { ok: true; siteId: string } | { ok: false; response: Response } => {
    const raw = c.req.query("siteid");
    if (raw === undefined || raw.trim() === "") {
      if (kind === "cash-power-params") return { ok: true, siteId: DEFAULT_SITE_ID };
      return {
        ok: false,
        response: jsonError(c, 400, "missing_siteid", "The siteid query parameter is required.", { field: "siteid" }),
      };
    }
    const parsed = siteIdSchema.safeParse(raw);
    if (!parsed.success)
      return {
        ok: false,
        response: jsonError(c, 400, "invalid_siteid", parsed.error.issues[0]?.message ?? "siteid is not valid.", {
          field: "siteid",
        }),
      };
    return { ok: true, siteId: parsed.data };
  };

  /** undefined when the caller may write; otherwise the 403/401 answer. */
  const refuseUnlessAdmin = (c: Context): Response | undefined => {
    if (expectedToken === undefined) {
      return jsonError(
        c,
        403,
        "writes_disabled",
        "Publishing is switched off on this server: ADMIN_TOKEN is not configured.",
      );
    }
    const match = /^Bearer\s+(.+)$/i.exec(c.req.header("Authorization") ?? "");
    const given = match?.[1] ? createHash("sha256").update(match[1].trim()).digest() : undefined;
    if (given === undefined || !timingSafeEqual(given, expectedToken)) {
      c.header("WWW-Authenticate", 'Bearer realm="wol-ms-header-footer"');
      return jsonError(c, 401, "unauthorized", "Send the admin token as Authorization: Bearer <token>.", {
        field: "Authorization",
      });
    }
    return undefined;
  };

  const unknownKind = (c: Context) =>
    jsonError(
      c,
      404,
      "not_found",
      `Unknown resource; use one of ${DEFINITION_KINDS.map((kind) => `/wol-ms-header-footer/${kind}`).join(", ")}.`,
    );

  const methodNotAllowed = (c: Context, allowed: string) => {
    c.header("Allow", allowed);
    return jsonError(c, 405, "method_not_allowed", `${c.req.method} is not allowed here; use ${allowed}.`);
  };

  const published = (c: Context, definition: PublishedDefinition, status: 200 | 201 = 200) => {
    c.header("Cache-Control", "no-store");
    c.header("ETag", definition.etag);
    return c.json(
      { siteId: definition.siteId, version: definition.version, publishedAt: definition.publishedAt.toISOString() },
      status,
    );
  };

  /** The answer for a read of the live version (or of no version) of `kind` for the site. */
  const liveAnswer = (
    c: Context,
    kind: DefinitionKind,
    siteId: string,
    live: PublishedDefinition | undefined,
  ): Response => {
    if (!live)
      return jsonError(c, 404, "unknown_site", `No ${kind} definition is published for site id "${siteId}".`, {
        field: "siteid",
      });
    // The busiest route of the service: a plain Response with a header record built once per version,
    // which the Node adapter writes as it is (no Fetch Headers built and copied per request).
    const bodies = answerBody(live);
    if (matchesEtag(c.req.header("If-None-Match"), live.etag))
      return new Response(null, { status: 304, headers: bodies.notModifiedHeaders });
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (encoding === undefined) return new Response(bodies.identity, { status: 200, headers: bodies.identityHeaders });
    const encoded = bodies.encoded(encoding);
    return new Response(encoded.body, { status: 200, headers: encoded.headers });
  };

  app.get("/:kind", (c): Response | Promise<Response> => {
    const kind = c.req.param("kind");
    if (!isKind(kind)) return unknownKind(c);
    const site = siteIdOf(c, kind);
    if (!site.ok) return site.response;
    // Answered at once when this copy holds a fresh read of the live version; otherwise after reading it.
    const cached = repository.cachedLive(kind, site.siteId);
    if (cached) return liveAnswer(c, kind, site.siteId, cached.definition);
    return repository.live(kind, site.siteId).then((live) => liveAnswer(c, kind, site.siteId, live));
  });

  app.put("/:kind", async (c) => {
    const kind = c.req.param("kind");
    if (!isKind(kind)) return unknownKind(c);
    const text = await readBodyWithLimit(c.req.raw, MAX_DEFINITION_BYTES);
    if (text === undefined) {
      return jsonError(
        c,
        413,
        "payload_too_large",
        `The definition is larger than ${MAX_DEFINITION_BYTES / 1024} KB.`,
        { field: "body" },
      );
    }
    const refused = refuseUnlessAdmin(c);
    if (refused) return refused;
    const site = siteIdOf(c, kind);
    if (!site.ok) return site.response;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return jsonError(c, 400, "invalid_json", "The body must be the definition as JSON.", { field: "body" });
    }
    try {
      const stored = await repository.publish(kind, site.siteId, body);
      logger.info({ kind, siteId: site.siteId, version: stored.version }, "definition published");
      return published(c, stored, 201);
    } catch (error) {
      if (error instanceof DefinitionValidationError) {
        return jsonError(c, 422, "invalid_definition", "The definition does not match the schema.", {
          fields: error.issues,
          field: error.issues[0]?.split(":")[0],
        });
      }
      throw error;
    }
  });

  app.get("/:kind/versions", async (c) => {
    const kind = c.req.param("kind");
    if (!isKind(kind)) return unknownKind(c);
    const refused = refuseUnlessAdmin(c);
    if (refused) return refused;
    const site = siteIdOf(c, kind);
    if (!site.ok) return site.response;
    const versions = await repository.versions(kind, site.siteId);
    if (versions.length === 0)
      return jsonError(c, 404, "unknown_site", `No ${kind} definition is published for site id "${site.siteId}".`, {
        field: "siteid",
      });
    c.header("Cache-Control", "no-store");
    return c.json({
      versions: versions.map((entry) => ({
        version: entry.version,
        publishedAt: entry.publishedAt.toISOString(),
        ...(entry.restoredFromVersion === null ? {} : { restoredFromVersion: entry.restoredFromVersion }),
      })),
    });
  });

  app.post("/:kind/rollback", async (c) => {
    const kind = c.req.param("kind");
    if (!isKind(kind)) return unknownKind(c);
    const refused = refuseUnlessAdmin(c);
    if (refused) return refused;
    const site = siteIdOf(c, kind);
    if (!site.ok) return site.response;
    const rawVersion = c.req.query("version") ?? "";
    if (!/^[1-9]\d{0,8}$/.test(rawVersion)) {
      return jsonError(c, 400, "invalid_version", "The version query parameter must be a whole number from 1.", {
        field: "version",
      });
    }
    const restored = await repository.rollback(kind, site.siteId, Number(rawVersion));
    if (!restored)
      return jsonError(c, 404, "unknown_version", `Site id "${site.siteId}" has no ${kind} version ${rawVersion}.`, {
        field: "version",
      });
    logger.info(
      { kind, siteId: site.siteId, version: restored.version, restoredFromVersion: Number(rawVersion) },
      "definition rolled back",
    );
    return published(c, restored, 201);
  });

  // Not catch-all routes, which would match every read too and send it through a middleware chain.
  app.notFound((c) => {
    const [, kind = "", rest = ""] = SERVICE_PATH_PATTERN.exec(c.req.path) ?? [];
    const allowed = ALLOWED_METHODS[rest];
    return isKind(kind) && allowed !== undefined ? methodNotAllowed(c, allowed) : unknownKind(c);
  });
  return app;
}
