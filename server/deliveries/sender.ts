import { Webhook } from "standardwebhooks";
import type { AttemptOutcome } from "./store";

export interface SendResult {
  readonly outcome: AttemptOutcome;
  /** The receiver's status code; null when no answer came (timeout, refused connection). */
  readonly statusCode: number | null;
  readonly durationMs: number;
}

/**
 * Sends one signed webhook (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, signed by the `standardwebhooks` package). A 2xx
 * answer delivers it; 410 Gone means the endpoint wants no more; any other answer, a timeout or a refused
 * connection is a failed attempt to retry. The receiver's answer body is never read beyond its status.
 */
export async function sendWebhook(request: {
  readonly url: string;
  readonly secret: string;
  readonly webhookId: string;
  readonly body: string;
  readonly timeoutMs: number;
  readonly now?: Date;
}): Promise<SendResult> {
  const sentAt = request.now ?? new Date();
  const signature = new Webhook(request.secret).sign(request.webhookId, sentAt, request.body);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(request.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Umoya-Finance-Webhooks/1",
        "webhook-id": request.webhookId,
        "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
        "webhook-signature": signature,
      },
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    // Let the connection be reused without reading what the receiver said.
    await response.body?.cancel().catch(() => undefined);
    const outcome: AttemptOutcome =
      response.status >= 200 && response.status < 300 ? "delivered" : response.status === 410 ? "gone" : "http_error";
    return { outcome, statusCode: response.status, durationMs: elapsed() };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return { outcome: timedOut ? "timeout" : "unreachable", statusCode: null, durationMs: elapsed() };
  }
}

/** The delay before retry number `retry` (0 = the first retry), with ±20 % jitter so retries do not bunch up. */
export function retryDelaySeconds(
  schedule: readonly number[],
  retry: number,
  random: () => number = Math.random,
): number | undefined {
  const base = schedule[retry];
  if (base === undefined) return undefined;
  return Math.max(1, Math.round(base * (0.8 + 0.4 * random())));
}
