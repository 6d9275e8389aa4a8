import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DefaultHeadersResponse } from "./default-headers-response";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

const DEFAULTS = [
  ["X-Frame-Options", "DENY"],
  ["X-Content-Type-Options", "nosniff"],
] as const;

/** The raw header lines of the answer `respond` writes on a response with DEFAULTS and a request id registered. */
async function rawHeadersOf(
  respond: (response: DefaultHeadersResponse) => void,
): Promise<{ status: number; message: string; headers: [string, string][] }> {
  server = createServer<typeof IncomingMessage, typeof DefaultHeadersResponse>(
    { ServerResponse: DefaultHeadersResponse },
    (_request, response) => {
      response.addDefaultHeaders(DEFAULTS);
      response.addDefaultHeaders([
        ["X-Request-Id", "id-1"],
        ["X-Frame-Options", "SAMEORIGIN"],
      ]);
      respond(response);
    },
  );
  const port = await new Promise<number>((resolve) =>
    server?.listen(0, "127.0.0.1", () => resolve((server?.address() as AddressInfo).port)),
  );
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    request({ port, host: "127.0.0.1", path: "/" }, (response) => {
      const headers: [string, string][] = [];
      for (let index = 0; index < response.rawHeaders.length; index += 2)
        headers.push([response.rawHeaders[index] ?? "", response.rawHeaders[index + 1] ?? ""]);
      response.resume();
      resolve({
        status: response.statusCode ?? 0,
        message: response.statusMessage ?? "",
        headers: headers.filter(
          ([name]) => !/^(date|connection|keep-alive|transfer-encoding|content-length)$/i.test(name),
        ),
      });
    })
      .on("error", reject)
      .end();
  });
}

const named = (headers: [string, string][], name: string) =>
  headers.filter(([candidate]) => candidate.toLowerCase() === name.toLowerCase()).map(([, value]) => value);

describe("DefaultHeadersResponse", () => {
  it.each([
    [
      "a header record",
      (response: DefaultHeadersResponse) =>
        response.writeHead(201, { "Content-Type": "text/plain", "x-frame-options": "SAMEORIGIN" }).end("ok"),
    ],
    [
      "a flat list",
      (response: DefaultHeadersResponse) =>
        response.writeHead(201, ["Content-Type", "text/plain", "X-FRAME-OPTIONS", "SAMEORIGIN"]).end("ok"),
    ],
    [
      "a status message and a record",
      (response: DefaultHeadersResponse) =>
        response.writeHead(201, "Made", { "Content-Type": "text/plain", "X-Frame-Options": "SAMEORIGIN" }).end("ok"),
    ],
    [
      "setHeader before an implicit head",
      (response: DefaultHeadersResponse) => {
        response.statusCode = 201;
        response.setHeader("Content-Type", "text/plain");
        response.setHeader("X-Frame-Options", "SAMEORIGIN");
        response.end("ok");
      },
    ],
  ])("adds the defaults the answer lacks to %s, once each, and keeps the answer's own", async (_form, respond) => {
    const { status, headers } = await rawHeadersOf(respond);
    expect(status).toBe(201);
    expect(named(headers, "X-Frame-Options")).toEqual(["SAMEORIGIN"]);
    expect(named(headers, "X-Content-Type-Options")).toEqual(["nosniff"]);
    expect(named(headers, "X-Request-Id")).toEqual(["id-1"]);
    expect(named(headers, "Content-Type")).toEqual(["text/plain"]);
  });

  it("gives an answer that sets none of them the first registered value of each", async () => {
    const { headers } = await rawHeadersOf((response) => response.writeHead(204).end());
    expect(named(headers, "X-Frame-Options")).toEqual(["DENY"]);
    expect(named(headers, "X-Request-Id")).toEqual(["id-1"]);
  });

  it("keeps the status message it is given", async () => {
    const { message } = await rawHeadersOf((response) => response.writeHead(201, "Made", {}).end());
    expect(message).toBe("Made");
  });

  it("calls the close callback once, after the answer is written", async () => {
    let calls = 0;
    let finished: boolean | undefined;
    await rawHeadersOf((response) => {
      response.onClose(() => {
        calls += 1;
        finished = response.writableFinished;
      });
      response.end("ok");
    });
    for (let tries = 0; tries < 50 && calls === 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(1);
    expect(finished).toBe(true);
  });
});
