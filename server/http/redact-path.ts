/**
 * A request path fit for a log line: the query string is dropped (it can carry anything), and digit runs
 * long enough to be an ID or phone number, and anything shaped like an email address, are masked.
 */
export function redactPath(path: string): string {
  const withoutQuery = path.split("?")[0] ?? "";
  return withoutQuery
    .replace(/[^/\s@]+(?:@|%40)[^/\s@]+/gi, "[email]")
    .replace(/(?:%2B|\+)?\d{6,}/gi, "[number]")
    .slice(0, 200);
}
