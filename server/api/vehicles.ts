import { createHash } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { etag } from "hono/etag";
import type { z } from "zod";
import { vehicleIdOfSlug } from "../../app/lib/vehicles/vehicle-facts";
import { vehicleSearchSchema, vehicleUpdateSchema } from "../../app/lib/vehicles/vehicle-search";
import { jsonError } from "../http/json-errors";
import { PreparedAnswer } from "../http/prepared-answer";
import { jsonBody, textBody, validate } from "../http/validation";
import type { Logger } from "../logger";
import { adminOnly } from "../security/admin-auth";
import { dealerCodeParam, dealerContactSchema } from "../vehicles/dealer-contact-schema";
import { VEHICLE_IMPORT_MAX_BYTES } from "../vehicles/vehicle-csv";
import type { VehicleService } from "../vehicles/service";
import { fieldsOfIssues } from "../validation/fields-of-issues";

/** A listing is a few hundred bytes. */
export const VEHICLE_MAX_BYTES = 8 * 1024;

/** Search answers kept ready to send (JSON, gzip, ETag), per listings' version and search. */
const PREPARED_SEARCHES = 2_000;

/** Answers may be kept briefly by browsers and a CDN: a dealer's change shows within this. */
const READ_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=60";

/** The dealer feed's media types: CSV, or plain text for clients that know no better. */
const CSV_TYPES = /^(text\/csv|text\/plain|application\/csv)\s*(;|$)/i;

type SearchEnv = { Variables: { search: z.output<typeof vehicleSearchSchema> } };

/** The search query, checked by the shared schema; a failure is 422 naming each field (a repeated one too). */
const searchQuery: MiddlewareHandler<SearchEnv> = async (c, next) => {
  const params = new URL(c.req.url).searchParams;
  const record: Record<string, string> = {};
  const repeated: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in record) repeated[key] = "repeated";
    record[key] = value;
  }
  const parsed = vehicleSearchSchema.safeParse(record);
  const fields = { ...(parsed.success ? {} : fieldsOfIssues(parsed.error.issues, record)), ...repeated };
  if (!parsed.success || Object.keys(fields).length > 0)
    return jsonError(c, 422, "validation", "Some search parameters are not valid.", { fields });
  c.set("search", parsed.data);
  await next();
};

/** The id of `/:id`, or undefined when it is not a listing's id. */
const idOf = (c: Context) => vehicleIdOfSlug(c.req.param("id") ?? "");

const notFound = (c: Context) =>
  jsonError(c, 404, "not_found", "There is no listing with this id.", { fields: { id: "unknown" } });

/**
 * /api/vehicles: searching and reading listings is public and cacheable (ETag, a short max-age); the
 * dealer feed (POST /import, CSV), changes to a listing (PUT, DELETE) and a dealer's contact details (PUT
 * /dealers/:dealerCode) need the admin bearer token.
 */
export function vehicleRoutes(deps: {
  readonly vehicles: VehicleService;
  readonly adminToken: string | undefined;
  readonly logger: Logger;
}): Hono<SearchEnv> {
  const { vehicles, logger } = deps;
  const app = new Hono<SearchEnv>();

  // A search is answered from memory while the listings have not changed: its JSON made and compressed
  // once, its ETag naming the listings' version and the search, so a repeated search costs no database
  // round trip, no serialising and no compression, and a client's If-None-Match gets 304.
  const prepared = new LRUCache<string, PreparedAnswer>({ max: PREPARED_SEARCHES });
  app.get("/", searchQuery, async (c) => {
    const search = c.get("search");
    const version = await vehicles.contentVersion();
    const key = `${version} ${JSON.stringify(search)}`;
    let answer = prepared.get(key);
    if (!answer) {
      const body = JSON.stringify(await vehicles.search(search));
      const tag = createHash("sha256").update(key).digest("base64url").slice(0, 22);
      answer = new PreparedAnswer(
        body,
        `W/"${tag}"`,
        { "Content-Type": "application/json", "Cache-Control": READ_CACHE_CONTROL },
        { brotli: false },
      );
      prepared.set(key, answer);
    }
    return answer.respond(c);
  });

  // Every write: the admin token first, so nobody learns anything about listings without it.
  app.on(["POST", "PUT", "DELETE", "PATCH"], ["/", "/*"], adminOnly(deps.adminToken, "vehicles"));

  const feedBody = textBody(VEHICLE_IMPORT_MAX_BYTES, {
    mediaType: CSV_TYPES,
    unsupported: "Send the feed as CSV with Content-Type: text/csv.",
    noun: "feed",
    malformed: (c) => jsonError(c, 400, "malformed", "The feed is not UTF-8 text.", { fields: { body: "malformed" } }),
  });
  app.post("/import", feedBody, async (c) => {
    const text = await c.req.text();
    if (text.includes("\u0000"))
      return jsonError(c, 422, "validation", "Text may not contain the NUL character.", {
        fields: { body: "invalid" },
      });
    const outcome = await vehicles.importCsv(text);
    if (outcome.ok) {
      c.header("Cache-Control", "no-store");
      return c.json({ imported: outcome.ids.length, ids: outcome.ids }, 201);
    }
    if (outcome.problem === "file")
      return jsonError(c, 422, "validation", "The feed's header or shape is not valid; nothing was imported.", {
        fields: outcome.fields,
      });
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        error: {
          code: "validation",
          message: `${outcome.badRows} rows are not valid; nothing was imported.`,
          badRows: outcome.badRows,
          rows: outcome.rows,
          fields: Object.fromEntries(
            outcome.rows.flatMap((row) =>
              Object.entries(row.fields).map(([field, code]) => [`rows.${row.row}.${field}`, code]),
            ),
          ),
        },
      },
      422,
    );
  });

  // A dealer's public phone number and opening hours, shown on each of its cars' pages.
  app.put(
    "/dealers/:dealerCode",
    validate("param", dealerCodeParam),
    jsonBody(VEHICLE_MAX_BYTES),
    validate("json", dealerContactSchema),
    async (c) => {
      const { dealerCode } = c.req.valid("param");
      const contact = c.req.valid("json");
      await vehicles.setDealerContact(dealerCode, contact);
      c.header("Cache-Control", "no-store");
      return c.json({ dealerCode, ...contact });
    },
  );

  app.get("/:id", etag({ weak: true }), async (c) => {
    const id = idOf(c);
    const vehicle = id === undefined ? undefined : await vehicles.get(id);
    if (!vehicle) return notFound(c);
    c.header("Cache-Control", READ_CACHE_CONTROL);
    return c.json(vehicle);
  });

  app.put("/:id", jsonBody(VEHICLE_MAX_BYTES), validate("json", vehicleUpdateSchema), async (c) => {
    const id = idOf(c);
    if (id === undefined || !(await vehicles.update(id, c.req.valid("json")))) return notFound(c);
    logger.info({ vehicleId: id }, "listing updated");
    c.header("Cache-Control", "no-store");
    return c.json(await vehicles.get(id));
  });

  app.delete("/:id", async (c) => {
    const id = idOf(c);
    if (id === undefined || !(await vehicles.withdraw(id))) return notFound(c);
    logger.info({ vehicleId: id }, "listing withdrawn");
    return c.body(null, 204);
  });

  return app;
}
