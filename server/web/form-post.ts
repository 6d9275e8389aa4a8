import type { Context } from "hono";
import type { SiteLoadContext } from "../../app/load-context";
import type { CsrfVariables } from "../security/csrf";
import { countRequest, type RateLimitOptions, type RateLimitRule } from "../security/rate-limit";
import type { PageRequestVariables } from "./page-requests";

type FormPostEnv = { Variables: CsrfVariables & PageRequestVariables };

/**
 * What a page's form action gets in its load context for a form post (app/load-context.ts `formPost`): the
 * form as server/web/page-requests.ts read it, the CSRF check of its token (server/security/csrf.ts) and the
 * rate limit to count it against. The action calls them itself, so every outcome is its own typed answer.
 */
export function formPostContext(
  c: Context<FormPostEnv>,
  rule: RateLimitRule,
  limits: Omit<RateLimitOptions, "now">,
): SiteLoadContext["formPost"] {
  const form = c.get("postedForm");
  const csrfCheck = c.get("csrfCheck");
  if (!form || !csrfCheck) return undefined;
  return {
    form,
    csrfValid: csrfCheck,
    rateLimit: async () => {
      const counted = await countRequest(rule, limits, c);
      return counted.status === "limited" || counted.status === "unavailable"
        ? { limited: true, retryAfterSeconds: counted.retryAfterSeconds }
        : { limited: false };
    },
  };
}
