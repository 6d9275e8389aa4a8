import type { Context, MiddlewareHandler, ValidationTargets } from "hono";
import { zValidator } from "@hono/zod-validator";
import type { z } from "zod";
import { bodyProblemResponse, readJsonText, RequestBodyError } from "../security/request-body";
import { jsonError } from "./json-errors";

/** The value at `path` inside `input`, or undefined when any step of the way is missing. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A rule's own code carried as a custom issue's message ("checksumFailed", "tooShort"). */
const RULE_CODE = /^[A-Za-z][A-Za-z_]{0,39}$/;

/**
 * The fields of a failed parse, keyed by path ("groups.0.header"), each with a short code: "required"
 * (missing), "unknown" (not a field of the schema), a custom rule's own code, or "invalid". The first
 * problem of a field is the one named.
 */
export function fieldsOfIssues(
  issues: readonly Pick<z.core.$ZodIssue, "code" | "path" | "message">[],
  input: unknown,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const at = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys" && "keys" in issue && Array.isArray(issue.keys)) {
      for (const key of issue.keys as string[]) fields[at === "" ? key : `${at}.${key}`] ??= "unknown";
      continue;
    }
    const code =
      issue.code === "custom" && RULE_CODE.test(issue.message)
        ? issue.message
        : issue.path.length > 0 && valueAt(input, issue.path) === undefined
          ? "required"
          : "invalid";
    fields[at === "" ? "body" : at] ??= code;
  }
  return fields;
}

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

/** The one hook of every validator: a failure answers the API's error shape with `fields` by path. */
export function validationFailure(result: FailedValidation, c: Context): Response {
  const fields = fieldsOfIssues(result.error.issues, result.data);
  const where = result.target === "json" || result.target === "form" ? "body" : result.target;
  return jsonError(c, STATUS[result.target], "validation", `Some fields of the ${where} are missing or not valid.`, {
    fields,
  });
}

/** `@hono/zod-validator` with the shared hook: `c.req.valid(target)` is the parsed value in the handler. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => (result.success ? undefined : validationFailure(result, c)));
}

/**
 * Reads a JSON body of at most `limitBytes` before the validator parses it: 415 when it is not sent as
 * JSON, 413 when it is too large (however its length was declared), 400 when it is not JSON, 422 when a
 * text holds the NUL character (which PostgreSQL cannot store), each in the API's error shape. The body
 * is then handed on as plain JSON for `validate("json", …)`.
 */
export function jsonBody(limitBytes: number): MiddlewareHandler {
  return async (c, next) => {
    let text: string;
    try {
      ({ text } = await readJsonText(c.req.raw, limitBytes));
    } catch (error) {
      if (error instanceof RequestBodyError) return bodyProblemResponse(c, error);
      throw error;
    }
    c.req.raw = new Request(c.req.raw, {
      body: text,
      headers: { ...Object.fromEntries(c.req.raw.headers), "content-type": "application/json" },
    });
    await next();
  };
}
