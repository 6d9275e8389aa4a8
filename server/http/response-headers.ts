import type { Context, Next } from "hono";
import type { ServerResponse } from "node:http";

export type HeaderEntries = readonly (readonly [name: string, value: string])[];

/** The Node response a request served by @hono/node-server is written to; undefined elsewhere (app.request in tests). */
function nodeResponseOf(c: Context): Pick<ServerResponse, "setHeader"> | undefined {
  const env: unknown = c.env;
  if (typeof env !== "object" || env === null || !("outgoing" in env)) return undefined;
  const outgoing: unknown = env.outgoing;
  if (typeof outgoing !== "object" || outgoing === null || !("setHeader" in outgoing) || typeof outgoing.setHeader !== "function") return undefined;
  return outgoing as Pick<ServerResponse, "setHeader">;
}

/**
 * Runs the rest of the chain and gives its response these headers wherever the response does not set
 * them itself. Under Node they go onto the Node response before the handler runs: the answer's own
 * headers take precedence when it is written, and nothing copies or re-validates a Fetch `Headers` per
 * response (the cheaper path by far under load). Elsewhere they are added to the Fetch response after.
 */
export async function withDefaultHeaders(c: Context, next: Next, headers: HeaderEntries): Promise<void> {
  const outgoing = nodeResponseOf(c);
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    await next();
    return;
  }
  await next();
  let target = c.res.headers;
  for (const [name, value] of headers) {
    if (target.has(name)) continue;
    try {
      target.set(name, value);
    } catch {
      // Some responses (Response.redirect, fetch results) have immutable headers: copy them once.
      c.res = new Response(c.res.body, c.res);
      target = c.res.headers;
      target.set(name, value);
    }
  }
}
