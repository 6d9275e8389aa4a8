import type { z } from "zod";

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
 * problem of a field is the one named. Used by the API's validator hook and by the dealer feed's rows alike,
 * so it lives below both and imports nothing of the server.
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
