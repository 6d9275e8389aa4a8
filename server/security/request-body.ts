import type { Context } from "hono";
import { jsonError } from "../http/json-errors";

/** Why a JSON body could not be read; each maps to one status and error code. */
export type BodyProblem = "unsupported_media_type" | "payload_too_large" | "malformed_json" | "nul_character";

export class RequestBodyError extends Error {
  override name = "RequestBodyError";
  constructor(
    readonly problem: BodyProblem,
    readonly limitBytes: number,
    /** For nul_character: the path of the text that holds it ("title", "items.0.label"). */
    readonly field?: string,
  ) {
    super(problem);
  }
}

/**
 * The path of the first text (a string, or an object's key) that holds the NUL character U+0000, which
 * PostgreSQL cannot store in text or jsonb; undefined when there is none. Walks the value without
 * recursion, so a deeply nested body cannot exhaust the stack.
 */
export function pathOfNulText(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, ""]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return path || "body";
    } else if (typeof current === "object" && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path === "" ? key : `${path}.${key}`;
        if (key.includes("\u0000")) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** Parses JSON text that PostgreSQL can store: throws RequestBodyError for malformed JSON or a NUL character. */
export function parseStorableJson(text: string, limitBytes: number): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new RequestBodyError("malformed_json", limitBytes);
  }
  const nulAt = pathOfNulText(value);
  if (nulAt !== undefined) throw new RequestBodyError("nul_character", limitBytes, nulAt);
  return value;
}

/**
 * Past this, an oversized body is not read to its end: the connection is simply closed. Below it, the
 * rest of a body over its limit is read and dropped before the 413 goes out, so a client still sending
 * hears the answer instead of a connection closed under it.
 */
const MAX_DRAINED_BYTES = 8 * 1024 * 1024;

/** Reads at most `limitBytes` of the body; one byte more and the rest is dropped, and it is refused (a lying Content-Length too). */
async function readBounded(request: Request, limitBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  const body = request.body;
  if (Number.isFinite(declared) && declared > MAX_DRAINED_BYTES) {
    await body?.cancel().catch(() => {});
    throw new RequestBodyError("payload_too_large", limitBytes);
  }
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_DRAINED_BYTES) {
      await reader.cancel().catch(() => {});
      break;
    }
    if (size <= limitBytes) chunks.push(value);
  }
  if (size > limitBytes || declared > limitBytes) throw new RequestBodyError("payload_too_large", limitBytes);
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads the JSON body of `request`, of at most `limitBytes`: its text, and the value it parses to. Throws
 * RequestBodyError for 415, 413, 400 or 422.
 */
export async function readJsonText(request: Request, limitBytes: number): Promise<{ text: string; value: unknown }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new RequestBodyError("unsupported_media_type", limitBytes);
  const bytes = await readBounded(request, limitBytes);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new RequestBodyError("malformed_json", limitBytes);
  }
  return { text, value: parseStorableJson(text, limitBytes) };
}

/**
 * Reads a text body (UTF-8) of at most `limitBytes` sent with a Content-Type `accepts` allows: 415 for
 * another type, 413 when too large, 400 when it is not UTF-8 (RequestBodyError for each).
 */
export async function readTextRequest(request: Request, limitBytes: number, accepts: RegExp): Promise<string> {
  if (!accepts.test(request.headers.get("Content-Type") ?? ""))
    throw new RequestBodyError("unsupported_media_type", limitBytes);
  const bytes = await readBounded(request, limitBytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new RequestBodyError("malformed_json", limitBytes);
  }
}

/** Parses the JSON body of `request`, of at most `limitBytes`; throws RequestBodyError for 415, 413, 400 or 422. */
export async function readJsonRequest(request: Request, limitBytes: number): Promise<unknown> {
  return (await readJsonText(request, limitBytes)).value;
}

/** The JSON error answer for a body problem. */
export function bodyProblemResponse(c: Context, error: RequestBodyError): Response {
  switch (error.problem) {
    case "unsupported_media_type":
      return jsonError(c, 415, "unsupported_media_type", "Send the body as JSON with Content-Type: application/json.", {
        fields: { "Content-Type": "unsupported" },
      });
    case "payload_too_large":
      return jsonError(c, 413, "payload_too_large", `The body may be at most ${error.limitBytes} bytes.`, {
        fields: { body: "too_large" },
        limitBytes: error.limitBytes,
      });
    case "malformed_json":
      return jsonError(c, 400, "malformed_json", "The body is not valid JSON.", { fields: { body: "malformed" } });
    case "nul_character":
      return jsonError(c, 422, "validation", "Text may not contain the NUL character (\\u0000).", {
        fields: { [error.field ?? "body"]: "invalid" },
      });
    default:
      return error.problem satisfies never;
  }
}
