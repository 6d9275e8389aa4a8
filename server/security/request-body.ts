import type { Context } from "hono";
import { jsonError } from "../http/json-errors";

/** Why a JSON body could not be read; each maps to one status and error code. */
export type BodyProblem = "unsupported_media_type" | "payload_too_large" | "malformed_json";

export class RequestBodyError extends Error {
  override name = "RequestBodyError";
  constructor(
    readonly problem: BodyProblem,
    readonly limitBytes: number,
  ) {
    super(problem);
  }
}

/** Reads at most `limitBytes` of the body; one byte more and the read stops (a lying Content-Length too). */
async function readBounded(c: Context, limitBytes: number): Promise<Uint8Array> {
  const declared = Number(c.req.header("Content-Length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limitBytes) throw new RequestBodyError("payload_too_large", limitBytes);
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => {});
      throw new RequestBodyError("payload_too_large", limitBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Parses a JSON request body of at most `limitBytes`; throws RequestBodyError for 415, 413 or 400. */
export async function readJsonBody(c: Context, limitBytes: number): Promise<unknown> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new RequestBodyError("unsupported_media_type", limitBytes);
  const bytes = await readBounded(c, limitBytes);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw new RequestBodyError("malformed_json", limitBytes);
  }
}

/** The JSON error answer for a body problem. */
export function bodyProblemResponse(c: Context, error: RequestBodyError): Response {
  switch (error.problem) {
    case "unsupported_media_type":
      return jsonError(c, 415, "unsupported_media_type", "Send the body as JSON with Content-Type: application/json.", {
        field: "Content-Type",
      });
    case "payload_too_large":
      return jsonError(c, 413, "payload_too_large", `The body may be at most ${error.limitBytes} bytes.`, {
        field: "body",
        limitBytes: error.limitBytes,
      });
    case "malformed_json":
      return jsonError(c, 400, "malformed_json", "The body is not valid JSON.", { field: "body" });
    default:
      return error.problem satisfies never;
  }
}

/** readJsonBody, answering the error itself: returns either the parsed body or the Response to send. */
export async function jsonBodyOrError(
  c: Context,
  limitBytes: number,
): Promise<{ body: unknown } | { response: Response }> {
  try {
    return { body: await readJsonBody(c, limitBytes) };
  } catch (error) {
    if (error instanceof RequestBodyError) return { response: bodyProblemResponse(c, error) };
    throw error;
  }
}
