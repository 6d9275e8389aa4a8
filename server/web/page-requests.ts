import type { MiddlewareHandler } from "hono";
import { jsonError } from "../http/json-errors";

const READ_METHODS = new Set(["GET", "HEAD"]);
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** Set on a form post to a page: the form, read once here; the page's action reads it from its load context. */
export type PageRequestVariables = { postedForm: FormData | undefined };

/**
 * What a page accepts: GET and HEAD, and POST of a form to the pages whose action takes one
 * (`formActionPaths`). Anything else is refused here, in the API's JSON error shape, before the CSRF
 * check and React Router see it: another method 405 with `Allow`, a post that is not a form 415, a
 * form that cannot be read (a broken multipart body) 400. React Router would fail on these with a 500.
 * The form read here is the one the action gets (`postedForm`): the body is parsed once.
 */
export function pageRequestRules<Env extends { Variables: PageRequestVariables }>(
  formActionPaths: ReadonlySet<string>,
): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (READ_METHODS.has(c.req.method)) return next();
    const takesForms = formActionPaths.has(c.req.path);
    if (c.req.method !== "POST" || !takesForms) {
      const allowed = takesForms ? "GET, HEAD, POST" : "GET, HEAD";
      c.header("Allow", allowed);
      return jsonError(c, 405, "method_not_allowed", `${c.req.method} is not allowed here; use ${allowed}.`);
    }
    if (!FORM_TYPE.test(c.req.header("Content-Type") ?? "")) {
      return jsonError(
        c,
        415,
        "unsupported_media_type",
        "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
        { fields: { "Content-Type": "unsupported" } },
      );
    }
    try {
      // From a copy: React Router hands the action a request whose body must still be readable.
      c.set("postedForm", await c.req.raw.clone().formData());
    } catch {
      return jsonError(c, 400, "malformed_form", "The form data could not be read.", { fields: { body: "malformed" } });
    }
    return next();
  };
}
