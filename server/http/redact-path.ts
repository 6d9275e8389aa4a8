/** Anything in a path that could need masking: an email (`@` or `%40`), an encoded `+`, or a run of six digits. */
const MAY_NEED_MASKING = /[@%+]|\d{6}/;

/**
 * A request path fit for a log line: the query string is dropped (it can carry anything), and digit runs
 * long enough to be an ID or phone number, and anything shaped like an email address, are masked.
 */
export function redactPath(target: string): string {
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  // Most paths hold nothing to mask; they skip the (backtracking) email pattern, which runs per request.
  if (!MAY_NEED_MASKING.test(path)) return path.length > 200 ? path.slice(0, 200) : path;
  return path
    .replace(/[^/\s@]+(?:@|%40)[^/\s@]+/gi, "[email]")
    .replace(/(?:%2B|\+)?\d{6,}/gi, "[number]")
    .slice(0, 200);
}
