import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { jsonError } from "./json-errors";

/** A JSON media type: application/json, or application/<something>+json. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * What stands before `validate("json", …)` on a JSON write: 415 unless the body is declared JSON (the
 * validator would otherwise read any other body as an empty object and name every field as missing), then
 * 413 when the body is larger than `limitBytes` however its length was declared (hono/body-limit). A body
 * that is not JSON at all is Hono's 400 from the validator.
 */
export function jsonRequest(limitBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: limitBytes,
    onError: (c) =>
      jsonError(c, 413, "payload_too_large", `The body may be at most ${limitBytes} bytes.`, {
        fields: { body: "too_large" },
        limitBytes,
      }),
  });
  return async (c, next) => {
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim() ?? "";
    if (!JSON_MEDIA_TYPE.test(mediaType))
      return jsonError(c, 415, "unsupported_media_type", "Send the body as JSON (Content-Type: application/json).", {
        fields: { "Content-Type": "invalid" },
      });
    return limit(c, next);
  };
}
