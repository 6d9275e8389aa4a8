import { z } from "zod";
import { ConfigError } from "../config";

/** The retry schedule after a failed attempt, in seconds: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (about 27.5 h in all). */
export const DEFAULT_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;

/** Longest wait for a receiver's answer before the attempt counts as failed. */
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

/** /healthz says "degraded" once the oldest pending delivery has waited this long. */
export const DEFAULT_STALE_AFTER_SECONDS = 15 * 60;

/** A Standard Webhooks secret: `whsec_` and the key in base64; keys shorter than 24 bytes are refused. */
const SECRET = /^whsec_([A-Za-z0-9+/]+={0,2})$/;
const MIN_SECRET_BYTES = 24;

export interface DeliveryConfig {
  /** The sales team's CRM endpoint; unset: leads are stored only and nothing is queued. */
  readonly main: { readonly url: string; readonly secret: string } | undefined;
  /** The origination system's endpoint for application events; unset: applications are stored only. */
  readonly origination: { readonly url: string; readonly secret: string } | undefined;
  /** The `whsec_` secret the origination system signs its status callbacks with; unset: every callback is 401. */
  readonly originationCallbackSecret: string | undefined;
  /** The bearer token with which the origination system fetches an application's documents; unset: only the owner can. */
  readonly originationApiToken: string | undefined;
  readonly retryDelaysSeconds: readonly number[];
  readonly timeoutMs: number;
  readonly staleAfterSeconds: number;
  /** A token that may read /metrics besides the admin token. */
  readonly metricsToken: string | undefined;
  /** Plain http:// endpoints are allowed (development only; loopback hosts always are). */
  readonly allowPlainHttp: boolean;
}

/** The problem with a webhook secret, or undefined when it is a usable `whsec_` secret. */
export function secretProblem(secret: string): string | undefined {
  const match = SECRET.exec(secret);
  if (!match?.[1]) return "must be whsec_ followed by the key in base64";
  if (Buffer.from(match[1], "base64").length < MIN_SECRET_BYTES)
    return `must hold a key of at least ${MIN_SECRET_BYTES} bytes`;
  return undefined;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** The problem with a webhook address, or undefined when deliveries may be sent to it. */
export function urlProblem(url: string, allowPlainHttp: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "must be an http(s) address";
  }
  if (parsed.protocol === "https:") return undefined;
  if (parsed.protocol !== "http:") return "must be an http(s) address";
  if (allowPlainHttp || LOOPBACK.has(parsed.hostname) || parsed.hostname.startsWith("127.")) return undefined;
  return "must use https:// (plain http:// is allowed for a loopback host, or in development)";
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const schema = z.object({
  LEAD_WEBHOOK_URL: optionalText,
  LEAD_WEBHOOK_SECRET: optionalText,
  ORIGINATION_WEBHOOK_URL: optionalText,
  ORIGINATION_WEBHOOK_SECRET: optionalText,
  ORIGINATION_CALLBACK_SECRET: optionalText,
  ORIGINATION_API_TOKEN: optionalText.pipe(
    z
      .string()
      .min(24, "ORIGINATION_API_TOKEN must be at least 24 characters")
      .regex(
        /^[A-Za-z0-9._~+/-]+=*$/,
        "ORIGINATION_API_TOKEN may hold letters, digits and . _ ~ + / - only (and = at the end)",
      )
      .optional(),
  ),
  WEBHOOK_RETRY_DELAYS: optionalText.pipe(
    z
      .string()
      .regex(
        /^\s*\d+(\s*,\s*\d+)*\s*$/,
        "WEBHOOK_RETRY_DELAYS must be whole seconds separated by commas, e.g. 5,300,1800",
      )
      .transform((value) => value.split(",").map((part) => Number(part.trim())))
      .pipe(
        z
          .array(
            z
              .number()
              .int()
              .min(1, "each retry delay must be 1 second or more")
              .max(7 * 24 * 3600),
          )
          .max(20, "WEBHOOK_RETRY_DELAYS may list at most 20 delays"),
      )
      .optional(),
  ),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_WEBHOOK_TIMEOUT_MS),
  WEBHOOK_STALE_AFTER: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .default(DEFAULT_STALE_AFTER_SECONDS),
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(16, "METRICS_TOKEN must be at least 16 characters")
      .regex(/^[A-Za-z0-9._~+/-]+=*$/, "METRICS_TOKEN may hold letters, digits and . _ ~ + / - only (and = at the end)")
      .optional(),
  ),
  NODE_ENV: z.string().default("production"),
});

/**
 * Reads the webhook settings. A set LEAD_WEBHOOK_URL without a usable secret, or a plain http:// address
 * outside development (loopback hosts aside), is a ConfigError: the server refuses to start rather than
 * send unsigned or in clear text. The messages never quote a secret.
 */
export function loadDeliveryConfig(environment: Record<string, string | undefined> = process.env): DeliveryConfig {
  const parsed = schema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const allowPlainHttp = env.NODE_ENV === "development";
  const problems: string[] = [];
  let main: DeliveryConfig["main"];
  if (env.LEAD_WEBHOOK_URL !== undefined) {
    const urlError = urlProblem(env.LEAD_WEBHOOK_URL, allowPlainHttp);
    if (urlError) problems.push(`LEAD_WEBHOOK_URL ${urlError}`);
    if (env.LEAD_WEBHOOK_SECRET === undefined) {
      problems.push("LEAD_WEBHOOK_SECRET must be set when LEAD_WEBHOOK_URL is (whsec_ followed by a base64 key)");
    } else {
      const secretError = secretProblem(env.LEAD_WEBHOOK_SECRET);
      if (secretError) problems.push(`LEAD_WEBHOOK_SECRET ${secretError}`);
    }
    if (problems.length === 0) main = { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET ?? "" };
  }
  const origination = endpointOf(
    "ORIGINATION_WEBHOOK_URL",
    env.ORIGINATION_WEBHOOK_URL,
    "ORIGINATION_WEBHOOK_SECRET",
    env.ORIGINATION_WEBHOOK_SECRET,
    allowPlainHttp,
    problems,
  );
  if (env.ORIGINATION_CALLBACK_SECRET !== undefined) {
    const secretError = secretProblem(env.ORIGINATION_CALLBACK_SECRET);
    if (secretError) problems.push(`ORIGINATION_CALLBACK_SECRET ${secretError}`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  return {
    main,
    origination,
    originationCallbackSecret: env.ORIGINATION_CALLBACK_SECRET,
    originationApiToken: env.ORIGINATION_API_TOKEN,
    retryDelaysSeconds: env.WEBHOOK_RETRY_DELAYS ?? DEFAULT_RETRY_DELAYS_SECONDS,
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    staleAfterSeconds: env.WEBHOOK_STALE_AFTER,
    metricsToken: env.METRICS_TOKEN,
    allowPlainHttp,
  };
}

/** An endpoint and its secret from two variables, or the problems with them (pushed onto `problems`). */
function endpointOf(
  urlName: string,
  url: string | undefined,
  secretName: string,
  secret: string | undefined,
  allowPlainHttp: boolean,
  problems: string[],
): { readonly url: string; readonly secret: string } | undefined {
  if (url === undefined) return undefined;
  const before = problems.length;
  const urlError = urlProblem(url, allowPlainHttp);
  if (urlError) problems.push(`${urlName} ${urlError}`);
  if (secret === undefined) {
    problems.push(`${secretName} must be set when ${urlName} is (whsec_ followed by a base64 key)`);
  } else {
    const secretError = secretProblem(secret);
    if (secretError) problems.push(`${secretName} ${secretError}`);
  }
  return problems.length === before && secret !== undefined ? { url, secret } : undefined;
}
