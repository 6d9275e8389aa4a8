/**
 * Sends requests of one client until the server refuses one with 429 (at most three windows' worth) and
 * returns the statuses the refusal's window allowed, with the refusal. The rate limits count in fixed
 * windows aligned to the clock (a minute, ten minutes), so a run of requests can straddle the end of one:
 * an answer whose RateLimit-Remaining is the limit less one opens a new window, and the count starts over.
 */
export async function statusesOfOneWindow<Answer extends { readonly status: number; readonly headers: Headers }>(
  send: () => Promise<Answer>,
  limit: number,
): Promise<{ readonly allowed: number[]; readonly refused: Answer }> {
  let allowed: number[] = [];
  for (let sent = 0; sent < limit * 3; sent += 1) {
    const response = await send();
    if (response.status === 429) return { allowed, refused: response };
    const remaining = response.headers.get("RateLimit-Remaining");
    if (remaining === null)
      throw new Error(`an answer (${response.status}) within the limit has no RateLimit-Remaining`);
    if (remaining === String(limit - 1)) allowed = [];
    allowed.push(response.status);
    if (response instanceof Response) await response.body?.cancel();
  }
  throw new Error(`none of ${limit * 3} requests was refused`);
}
