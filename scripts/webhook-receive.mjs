// A small local webhook receiver to try the site's lead deliveries with:
//
//   npm run webhook:receive -- --secret whsec_... [--port 4180] [--fail N] [--status 503]
//
// Verifies each request's Standard Webhooks signature with the `standardwebhooks` package (the same
// library the site signs with) and prints one line per request: the event type, the webhook id and the
// lead id. Never the lead's personal data. `--fail N` answers `--status` (default 503) to the first N
// attempts of every event, to watch the retries. A request whose signature does not verify gets 401.
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { Webhook } from "standardwebhooks";

const { values } = parseArgs({
  options: {
    secret: { type: "string" },
    port: { type: "string", default: "4180" },
    host: { type: "string", default: "127.0.0.1" },
    fail: { type: "string", default: "0" },
    status: { type: "string", default: "503" },
  },
});

if (!values.secret?.startsWith("whsec_")) {
  console.error("Usage: npm run webhook:receive -- --secret whsec_... [--port N] [--fail N] [--status 503]");
  process.exit(2);
}

let webhook;
try {
  webhook = new Webhook(values.secret);
} catch {
  console.error("--secret is not a usable whsec_ secret (whsec_ followed by the key in base64).");
  process.exit(2);
}
const failFirst = Number(values.fail);
const failStatus = Number(values.status);
const attemptsById = new Map();

const server = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    const body = Buffer.concat(chunks).toString("utf8");
    let event;
    try {
      event = webhook.verify(body, request.headers);
    } catch {
      console.log(
        `${new Date().toISOString()} REJECTED signature did not verify (id ${request.headers["webhook-id"] ?? "-"})`,
      );
      response.writeHead(401).end();
      return;
    }
    const id = String(request.headers["webhook-id"]);
    const attempt = (attemptsById.get(id) ?? 0) + 1;
    attemptsById.set(id, attempt);
    const failing = attempt <= failFirst;
    console.log(
      `${new Date().toISOString()} ${event.type} id=${id} lead=${event.data?.id ?? "-"} attempt=${attempt}${
        event.data?.vehicle ? ` dealer=${event.data.vehicle.dealerCode}` : ""
      } -> ${failing ? failStatus : 204}`,
    );
    response.writeHead(failing ? failStatus : 204).end();
  });
});

server.listen(Number(values.port), values.host, () => {
  const { port } = server.address();
  console.log(`Receiving webhooks on http://${values.host}:${port}/ (Ctrl+C to stop)`);
});
