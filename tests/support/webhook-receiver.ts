import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** One request the receiver got. */
export interface ReceivedWebhook {
  readonly webhookId: string;
  /** Whether the signature verified with the receiver's secret (standardwebhooks). */
  readonly verified: boolean;
  /** The parsed body, when it verified. */
  readonly event: { type: string; timestamp: string; data: Record<string, unknown> } | undefined;
  /** The n-th request with this webhook-id (1 for the first). */
  readonly attempt: number;
  /** The status the receiver answered. */
  readonly answered: number;
}

export interface WebhookReceiver {
  readonly url: string;
  readonly secret: string;
  readonly received: ReceivedWebhook[];
  /** Webhook ids answered 2xx. */
  delivered(): Set<string>;
  /** What to answer to the n-th attempt of an event; default 204. */
  answer: (attempt: number) => number;
  close(): Promise<void>;
}

/** A new Standard Webhooks secret: whsec_ and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** A local receiver that verifies every request's signature (standardwebhooks) and records what came. */
export async function startWebhookReceiver(answer: (attempt: number) => number = () => 204): Promise<WebhookReceiver> {
  const secret = newWebhookSecret();
  const webhook = new Webhook(secret);
  const received: ReceivedWebhook[] = [];
  const counts = new Map<string, number>();
  const receiver: WebhookReceiver = {
    url: "",
    secret,
    received,
    answer,
    delivered: () =>
      new Set(
        received.filter((entry) => entry.answered >= 200 && entry.answered < 300).map((entry) => entry.webhookId),
      ),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const webhookId = String(request.headers["webhook-id"] ?? "");
      let event: ReceivedWebhook["event"];
      try {
        event = webhook.verify(body, request.headers as Record<string, string>) as ReceivedWebhook["event"];
      } catch {
        event = undefined;
      }
      const attempt = (counts.get(webhookId) ?? 0) + 1;
      counts.set(webhookId, attempt);
      const answered = event ? receiver.answer(attempt) : 401;
      received.push({ webhookId, verified: event !== undefined, event, attempt, answered });
      response.writeHead(answered).end();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, { url: `http://127.0.0.1:${port}/hooks/leads` });
}
