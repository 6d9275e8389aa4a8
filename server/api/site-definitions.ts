import { Hono, type Context, type MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { jsonError } from "../http/json-errors";
import { WRITE_METHODS } from "../http/methods";
import { PreparedAnswer } from "../http/prepared-answer";
import { jsonBody, validate } from "../http/validation";
import type { Logger } from "../logger";
import { adminOnly } from "../security/admin-auth";
import {
  DEFAULT_SITE_ID,
  DEFINITION_KINDS,
  definitionSchema,
  siteIdSchema,
  type DefinitionKind,
} from "../site-definitions/schema";
import type { SiteDefinitionsService } from "../site-definitions/service";
import type { PublishedDefinition } from "../site-definitions/store";

/** Largest definition an editor may publish. */
export const MAX_DEFINITION_BYTES = 256 * 1024;

/**
 * Browsers and CDNs may reuse an answer for a minute and keep serving it while they ask again; should
 * this server fail, a CDN may go on serving its last copy for a day.
 */
export const DEFINITION_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300, stale-if-error=86400";

/** Where the service lives (server/app.ts mounts it there). */
export const SITE_DEFINITIONS_PATH = "/wol-ms-header-footer";

export interface SiteDefinitionsRoutesOptions {
  readonly service: SiteDefinitionsService;
  /** Bearer token for publishing; undefined refuses every write. */
  readonly adminToken: string | undefined;
  readonly logger: Logger;
  /** Runs ahead of every write, before anything reads the body: the rate limit. */
  readonly beforeWrites?: MiddlewareHandler;
}

const siteQuery = z.object({ siteid: siteIdSchema });
/** /cash-power-params is called without a site id (§7): the brand's site then. */
const siteQueryWithDefault = z.object({ siteid: siteIdSchema.optional().default(DEFAULT_SITE_ID) });
const rollbackQuery = siteQuery.extend({ version: z.coerce.number().int().min(1).max(999_999_999) });

/**
 * The navigation service of §7 under /wol-ms-header-footer: GET /header, /footer and /cash-power-params
 * answer `{"result": "<JSON string>", "version": N}` for a site id; PUT publishes a new version (admin
 * bearer token), GET …/versions lists them and POST …/rollback re-publishes one as the newest. Reads are
 * answered from the service's live versions (the last good read while the database is out of reach),
 * each version's answer built and compressed once.
 */
export function siteDefinitionsRoutes(options: SiteDefinitionsRoutesOptions): Hono {
  const { service, logger } = options;
  const app = new Hono();
  if (options.beforeWrites) app.on(WRITE_METHODS, "*", options.beforeWrites);
  const admin = adminOnly(options.adminToken, "wol-ms-header-footer");
  // The answers of the versions being served, by ETag; a new version's answer replaces an old one's.
  const answers = new LRUCache<string, PreparedAnswer>({ max: 32 });

  const answerOf = (live: PublishedDefinition): PreparedAnswer => {
    let answer = answers.get(live.etag);
    if (!answer) {
      answer = new PreparedAnswer(JSON.stringify({ result: live.json, version: live.version }), live.etag, {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": DEFINITION_CACHE_CONTROL,
      });
      answers.set(live.etag, answer);
    }
    return answer;
  };

  const unknownSite = (c: Context, kind: DefinitionKind, siteId: string) =>
    jsonError(c, 404, "unknown_site", `No ${kind} definition is published for site id "${siteId}".`, {
      fields: { siteid: "unknown" },
    });

  const published = (c: Context, definition: PublishedDefinition) => {
    c.header("Cache-Control", "no-store");
    c.header("ETag", definition.etag);
    return c.json(
      { siteId: definition.siteId, version: definition.version, publishedAt: definition.publishedAt.toISOString() },
      201,
    );
  };

  const methodNotAllowed = (allowed: string) => (c: Context) => {
    c.header("Allow", allowed);
    return jsonError(c, 405, "method_not_allowed", `${c.req.method} is not allowed here; use ${allowed}.`);
  };

  for (const kind of DEFINITION_KINDS) {
    const query = validate("query", kind === "cash-power-params" ? siteQueryWithDefault : siteQuery);

    app.get(`/${kind}`, query, async (c) => {
      const { siteid } = c.req.valid("query");
      const live = await service.live(kind, siteid);
      return live ? answerOf(live).respond(c) : unknownSite(c, kind, siteid);
    });

    app.put(
      `/${kind}`,
      admin,
      query,
      jsonBody(MAX_DEFINITION_BYTES),
      validate("json", definitionSchema(kind)),
      async (c) => {
        const { siteid } = c.req.valid("query");
        const stored = await service.publish(kind, siteid, c.req.valid("json"));
        logger.info({ kind, siteId: siteid, version: stored.version }, "definition published");
        return published(c, stored);
      },
    );

    app.get(`/${kind}/versions`, admin, query, async (c) => {
      const { siteid } = c.req.valid("query");
      const versions = await service.versions(kind, siteid);
      if (versions.length === 0) return unknownSite(c, kind, siteid);
      c.header("Cache-Control", "no-store");
      return c.json({
        versions: versions.map((entry) => ({
          version: entry.version,
          publishedAt: entry.publishedAt.toISOString(),
          ...(entry.restoredFromVersion === null ? {} : { restoredFromVersion: entry.restoredFromVersion }),
        })),
      });
    });

    app.post(`/${kind}/rollback`, admin, validate("query", rollbackQuery), async (c) => {
      const { siteid, version } = c.req.valid("query");
      const restored = await service.rollback(kind, siteid, version);
      if (!restored)
        return jsonError(c, 404, "unknown_version", `Site id "${siteid}" has no ${kind} version ${version}.`, {
          fields: { version: "unknown" },
        });
      logger.info(
        { kind, siteId: siteid, version: restored.version, restoredFromVersion: version },
        "definition rolled back",
      );
      return published(c, restored);
    });

    app.all(`/${kind}`, methodNotAllowed("GET, HEAD, PUT"));
    app.all(`/${kind}/versions`, methodNotAllowed("GET, HEAD"));
    app.all(`/${kind}/rollback`, methodNotAllowed("POST"));
  }

  app.all("*", (c) =>
    jsonError(
      c,
      404,
      "not_found",
      `Unknown resource; use one of ${DEFINITION_KINDS.map((kind) => `${SITE_DEFINITIONS_PATH}/${kind}`).join(", ")}.`,
      { fields: { path: "unknown" } },
    ),
  );
  return app;
}
