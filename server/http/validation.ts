import type { Context, MiddlewareHandler, ValidationTargets } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { zValidator } from "@hono/zod-validator";
import type { z } from "zod";
import { fieldsOfIssues } from "../validation/fields-of-issues";
import { jsonError } from "./json-errors";

/** Addresses and headers a client got wrong are 400; a body that does not pass its schema is 422. */
const STATUS: Record<keyof ValidationTargets, 400 | 422> = {
  json: 422,
  form: 422,
  query: 400,
  param: 400,
  header: 400,
  cookie: 400,
};

/** What the validator hands its hook when a parse fails. */
interface FailedValidation {
  readonly success: false;
  readonly error: { readonly issues: readonly Pick<z.core.$ZodIssue, "code" | "path" | "message">[] };
  readonly data: unknown;
  readonly target: keyof ValidationTargets;
}

/** What the validator hands its hook: the failure, or the parsed value. */
type Validation =
  FailedValidation | { readonly success: true; readonly data: unknown; readonly target: keyof ValidationTargets };

/**
 * The path of the first text (a string, or an object's key) that holds the NUL character U+0000, which
 * PostgreSQL cannot store in text or jsonb; undefined when there is none. Walks the value without
 * recursion, so a deeply nested body cannot exhaust the stack.
 */
export function pathOfNulText(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, ""]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return path || "body";
    } else if (typeof current === "object" && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path === "" ? key : `${path}.${key}`;
        if (key.includes("\u0000")) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** The one hook of every validator: a failure answers the API's error shape with `fields` by path. */
export function validationFailure(result: FailedValidation, c: Context): Response {
  const fields = fieldsOfIssues(result.error.issues, result.data);
  const where = result.target === "json" || result.target === "form" ? "body" : result.target;
  return jsonError(c, STATUS[result.target], "validation", `Some fields of the ${where} are missing or not valid.`, {
    fields,
  });
}

/**
 * The hook: a body's text holding the NUL character is 422 naming it (what a schema passes is what is
 * stored, so the parsed value is looked at; what it refused, the body as sent); any other failure is
 * `validationFailure`; a success goes on to the handler.
 */
function hook(result: Validation, c: Context): Response | undefined {
  const nulAt = result.target === "json" ? pathOfNulText(result.data) : undefined;
  if (nulAt !== undefined)
    return jsonError(c, 422, "validation", "Text may not contain the NUL character (\\u0000).", {
      fields: { [nulAt]: "invalid" },
    });
  return result.success ? undefined : validationFailure(result, c);
}

const malformedJson = (c: Context) =>
  jsonError(c, 400, "malformed_json", "The body is not valid JSON.", { fields: { body: "malformed" } });

/**
 * `@hono/zod-validator` with the shared hook: `c.req.valid(target)` is the parsed value in the handler and
 * in any middleware after it. For a JSON body (read by `jsonBody` first) this is where it is parsed, once;
 * JSON that does not parse is 400 naming the body.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const validator = zValidator(target, schema, hook);
  if (target !== "json") return validator;
  const json: MiddlewareHandler = async (c, next) => {
    let parsed = false;
    try {
      return await validator(c, async () => {
        parsed = true;
        await next();
      });
    } catch (error) {
      // Before the handler, the validator throws only for a body that is not JSON.
      if (parsed || !(error instanceof HTTPException)) throw error;
      return malformedJson(c);
    }
  };
  // The same middleware to Hono's types: only what happens when JSON does not parse differs.
  return json as typeof validator;
}

/** How a body of one kind is described in its error answers. */
interface BodyKind {
  /** The Content-Types it may be sent with. */
  readonly mediaType: RegExp;
  /** What to send instead (415). */
  readonly unsupported: string;
  /** "body", "feed": what the 413 names. */
  readonly noun: string;
  /** Its 400 when it is not UTF-8 text. */
  readonly malformed: (c: Context) => Response;
}

/**
 * A text body of at most `limitBytes`, bounded and read before anything parses it: 415 when its Content-Type is not `kind`'s; 413
 * when it is larger than `limitBytes`, by its Content-Length before any of it is read, or else as soon as
 * more than that has arrived (Hono's body limit); 400 when it is not UTF-8. Its bytes stay in
 * Hono's body cache (`c.req.arrayBuffer()`), so the handler's `c.req.text()` and the JSON validator take
 * them from there: the body is read from the network once, and JSON parsed once (by the validator).
 */
export function textBody(limitBytes: number, kind: BodyKind): MiddlewareHandler {
  const tooLarge = (c: Context) =>
    jsonError(c, 413, "payload_too_large", `The ${kind.noun} may be at most ${limitBytes} bytes.`, {
      fields: { body: "too_large" },
      limitBytes,
    });
  const limit = bodyLimit({ maxSize: limitBytes, onError: tooLarge });
  return async (c, next) => {
    if (!kind.mediaType.test(c.req.header("Content-Type") ?? ""))
      return jsonError(c, 415, "unsupported_media_type", kind.unsupported, {
        fields: { "Content-Type": "unsupported" },
      });
    // Hono's body limit makes the same check, but only once it has asked for the body, which starts Node
    // reading it into a stream nobody reads on. Refused before that, the rest of the body is drained by
    // @hono/node-server, and the connection stays usable for the client's next request.
    if (!c.req.header("Transfer-Encoding") && Number(c.req.header("Content-Length")) > limitBytes) return tooLarge(c);
    let within = false;
    const refused = await limit(c, async () => {
      within = true;
    });
    if (!within) return refused;
    // A body that stops arriving throws here, for the app's error handler to log.
    const bytes = await c.req.arrayBuffer();
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return kind.malformed(c);
    }
    await next();
  };
}

/**
 * A JSON body of at most `limitBytes`, ahead of `validate("json", …)`: 415 when it is not sent as JSON, 413
 * when it is too large (however its length was declared), 400 when it is not UTF-8, each in the API's error
 * shape. The validator then parses it (400 when it is not JSON, 422 when a text holds the NUL character).
 */
export function jsonBody(limitBytes: number): MiddlewareHandler {
  return textBody(limitBytes, {
    mediaType: /^application\/json\s*(;|$)/i,
    unsupported: "Send the body as JSON with Content-Type: application/json.",
    noun: "body",
    malformed: malformedJson,
  });
}
