// `npm run bench:delivery`: how long a lead takes from its 201 to its webhook's arrival at a healthy CRM.
// Starts a local receiver (it verifies every signature with `standardwebhooks` and answers 204) and the
// built server pointed at it, posts BENCH_LEADS leads (default 100) BENCH_CONCURRENCY at a time (default 5),
// and prints p50, p95 and the slowest time from each 201 to the arrival of that lead's webhook.
// Needs a build (`npm run build`); runs on a throwaway PGlite folder, or on DATABASE_URL when set.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { Webhook } from "standardwebhooks";
import { startBuiltServer, waitFor } from "./built-server.mjs";

const leads = Number(process.env.BENCH_LEADS ?? 100);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 5);
const secret = `whsec_${randomBytes(32).toString("base64")}`;
const webhook = new Webhook(secret);

/** Lead id → when its webhook arrived (performance.now()). */
const arrivals = new Map();
let badSignatures = 0;
const receiver = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    const now = performance.now();
    try {
      const event = webhook.verify(Buffer.concat(chunks).toString("utf8"), request.headers);
      if (!arrivals.has(event.data.id)) arrivals.set(event.data.id, now);
      response.writeHead(204).end();
    } catch {
      badSignatures += 1;
      response.writeHead(401).end();
    }
  });
});
await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));

const { base, stop } = await startBuiltServer({
  LEAD_WEBHOOK_URL: `http://127.0.0.1:${receiver.address().port}/leads`,
  LEAD_WEBHOOK_SECRET: secret,
  TRUST_PROXY: "true",
  LOG_LEVEL: "warn",
});

/** Lead id → when its 201 arrived. */
const acknowledged = new Map();
let failures = 0;
try {
  await waitFor(`${base}/healthz`);
  const session = await fetch(`${base}/api/session`);
  const { csrfToken } = await session.json();
  const cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  let next = 0;
  const postOne = async () => {
    const index = next++;
    const response = await fetch(`${base}/api/leads`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "X-CSRF-Token": csrfToken,
        "Content-Type": "application/json",
        // One address per lead: the leads rate limit counts each visitor alone.
        "X-Forwarded-For": `198.18.${Math.floor(index / 250)}.${index % 250}`,
      },
      body: JSON.stringify({
        firstName: "Bench",
        surname: "Lead",
        cellphone: "0825550000",
        product: "vehicleFinance",
        sourcePath: "/vehicle-finance",
        consent: true,
      }),
    });
    if (response.status !== 201) {
      failures += 1;
      return;
    }
    const { id } = await response.json();
    acknowledged.set(id, performance.now());
  };
  const runner = async () => {
    while (next < leads) await postOne();
  };
  await Promise.all(Array.from({ length: concurrency }, runner));

  const deadline = performance.now() + 120_000;
  while ([...acknowledged.keys()].some((id) => !arrivals.has(id)) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));

  const raw = [...acknowledged].filter(([id]) => arrivals.has(id)).map(([id, at]) => arrivals.get(id) - at);
  // The worker is woken as the lead commits, so a webhook can arrive before its 201 reaches the client: 0 ms.
  const early = raw.filter((ms) => ms < 0).length;
  const times = raw.map((ms) => Math.max(0, ms)).sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? NaN;
  console.log(
    `${acknowledged.size} leads acknowledged (${failures} refused), ${times.length} delivered (${early} before their 201 reached the client), ${badSignatures} bad signatures.`,
  );
  console.log(
    `201 → webhook arrival: p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, slowest ${(times.at(-1) ?? NaN).toFixed(0)} ms`,
  );
  process.exitCode = times.length === acknowledged.size && failures === 0 && badSignatures === 0 ? 0 : 1;
} finally {
  await stop();
  receiver.close();
}
