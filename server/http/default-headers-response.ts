import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from "node:http";

export type HeaderEntries = readonly (readonly [name: string, value: string])[];

type HeadersArgument = OutgoingHttpHeaders | OutgoingHttpHeader[];

/** The lower-case names a writeHead headers argument sets: a record, or a flat [name, value, …] list (as Node takes it). */
function namesIn(headers: HeadersArgument | undefined): string[] {
  if (headers === undefined) return [];
  if (!Array.isArray(headers)) return Object.keys(headers).map((name) => name.toLowerCase());
  return headers.filter((_, index) => index % 2 === 0).map((name) => String(name).toLowerCase());
}

/** The answer's headers followed by `extra`, as one flat [name, value, …] list. */
function flatWith(
  headers: HeadersArgument | undefined,
  extra: readonly (readonly [string, string])[],
): OutgoingHttpHeader[] {
  const flat: OutgoingHttpHeader[] = [];
  if (Array.isArray(headers)) {
    flat.push(...headers);
  } else if (headers !== undefined) {
    for (const name in headers) {
      const value = headers[name];
      if (value !== undefined) flat.push(name, value);
    }
  }
  for (const [name, value] of extra) flat.push(name, value);
  return flat;
}

/**
 * A Node response that fills in default headers (the security headers, the request id) when its head is
 * written, wherever the answer and anything that called setHeader have not set the header themselves.
 *
 * The request hooks register them before the app sees the request (`addDefaultHeaders`, see serve-app.ts);
 * nothing is copied per response on the Fetch side. They reach Node in the one writeHead call, so Node validates each header once:
 * setting them with setHeader beforehand instead sends every writeHead down Node's slow path, which sets
 * and validates each of the answer's headers again (about 15 µs a request under `npm run bench:api`).
 */
export class DefaultHeadersResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  #defaults: HeaderEntries[] = [];
  #onClose: (() => void) | undefined;

  /** Headers to send unless the response sets them; the first registered wins among defaults. */
  addDefaultHeaders(headers: HeaderEntries): void {
    this.#defaults.push(headers);
  }

  /**
   * Calls `callback` once when the response closes: its answer sent whole, or the connection gone first.
   * One callback per response (the request log's); a fraction of what an EventEmitter `once` listener costs.
   */
  onClose(callback: () => void): void {
    this.#onClose = callback;
  }

  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === "close" && this.#onClose !== undefined) {
      const callback = this.#onClose;
      this.#onClose = undefined;
      callback();
    }
    return super.emit(event, ...args);
  }

  override writeHead(statusCode: number, statusMessage?: string, headers?: HeadersArgument): this;
  override writeHead(statusCode: number, headers?: HeadersArgument): this;
  override writeHead(statusCode: number, second?: string | HeadersArgument, third?: HeadersArgument): this {
    const message = typeof second === "string" ? second : undefined;
    const headers = typeof second === "string" ? third : second;
    if (this.#defaults.length === 0 || this.headersSent) return super.writeHead(statusCode, message, headers);
    const taken = namesIn(headers);
    const extra: (readonly [string, string])[] = [];
    for (const entries of this.#defaults) {
      for (const entry of entries) {
        const lower = entry[0].toLowerCase();
        if (taken.includes(lower) || this.hasHeader(lower)) continue;
        taken.push(lower);
        extra.push(entry);
      }
    }
    return super.writeHead(statusCode, message, extra.length === 0 ? headers : flatWith(headers, extra));
  }
}
