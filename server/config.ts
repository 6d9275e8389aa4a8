import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .default("false")
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** A switch that is on unless set to false, 0 or no. */
const onUnlessOff = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .default("true")
  .transform((value) => value !== "false" && value !== "0" && value !== "no");

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, message: "PUBLIC_URL must be an http(s) address such as https://www.example.co.za" })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  ALLOWED_HOSTS: z
    .string()
    .default("localhost,127.0.0.1,::1")
    .transform((value) =>
      value
        .split(",")
        .map((host) =>
          host
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, ""),
        )
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(
              /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$|^[0-9a-f:.]+$/,
              "ALLOWED_HOSTS must list host names without scheme or port, separated by commas",
            ),
        )
        .min(1, "ALLOWED_HOSTS must name at least one host"),
    ),
  RENDER_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  RENDER_CACHE_WARM_UP: onUnlessOff,
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
  ),
  ADMIN_TOKEN: optionalText.pipe(
    z
      .string()
      .min(16, "ADMIN_TOKEN must be at least 16 characters")
      // What a bearer token may hold (RFC 6750): a token with other characters could never be sent.
      .regex(/^[A-Za-z0-9._~+/-]+=*$/, "ADMIN_TOKEN may hold letters, digits and . _ ~ + / - only (and = at the end)")
      .optional(),
  ),
  TRUST_PROXY: booleanFlag,
  CSRF_SECRET: optionalText.pipe(z.string().min(32, "CSRF_SECRET must be at least 32 characters").optional()),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
      .optional(),
  ),
  // The value is never quoted back in an error: it may hold the mail server's password.
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
        message: "SMTP_URL must be an smtp:// or smtps:// address such as smtps://user:password@mail.example.co.za",
      })
      .optional(),
  ),
  SMTP_FROM: optionalText.pipe(
    z
      .string()
      .regex(
        /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
        "SMTP_FROM must be an e-mail address, or a name and <address>, such as Umoya Finance <no-reply@umoyafinance.co.za>",
      )
      .optional(),
  ),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
});

export type ServerConfig = Readonly<{
  port: number;
  host: string;
  /** Origin of the public site (no trailing slash) when PUBLIC_URL is set. */
  publicUrl: string | undefined;
  /**
   * Without PUBLIC_URL, the host names a page's own links may name (canonical, Open Graph): a request for
   * one of these gets links to it, any other gets links to the first (server/web/public-origin.ts).
   */
  allowedHosts: readonly string[];
  /** Most memory the rendered pages may hold, in megabytes (server/web/render-cache.ts). */
  renderCacheMb: number;
  /**
   * Whether the server renders every page into the cache once it listens (the default). Tests turn it off
   * (RENDER_CACHE_WARM_UP=false) so a test server renders only the pages a test asks for; never in production.
   */
  renderCacheWarmUp: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  adminToken: string | undefined;
  /** Trust X-Forwarded-* headers from a proxy or load balancer in front of the server. */
  trustProxy: boolean;
  /** Signs CSRF tokens; unset: a secret generated once and kept in the database, shared by every copy. */
  csrfSecret: string | undefined;
  /** Rate-limit counters go to Redis when set, otherwise to PostgreSQL. */
  redisUrl: string | undefined;
  /** Leads older than this are deleted by `npm run leads -- purge`. */
  leadRetentionDays: number;
  /**
   * The mail server (SMTP_URL) and sender (SMTP_FROM) of the applications' "save and continue later"
   * e-mails; unset: the link is shown to copy instead.
   */
  smtp: Readonly<{ url: string; from: string }> | undefined;
  /** Node's HTTP server limits, for a server that may face the internet directly (README, Configuration). */
  http: Readonly<{ headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number }>;
  logLevel: z.infer<typeof environmentSchema>["LOG_LEVEL"];
  environment: z.infer<typeof environmentSchema>["NODE_ENV"];
}>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the server's configuration from environment variables; every variable has a safe default. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      "Invalid configuration:\n  HEADERS_TIMEOUT_MS may not be longer than REQUEST_TIMEOUT_MS (a request's head is part of it)",
    );
  }
  if (env.SMTP_URL !== undefined && env.SMTP_FROM === undefined) {
    throw new ConfigError(
      "Invalid configuration:\n  SMTP_FROM must name the sender (e.g. Umoya Finance <no-reply@umoyafinance.co.za>) when SMTP_URL is set",
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL,
    allowedHosts: env.ALLOWED_HOSTS,
    renderCacheMb: env.RENDER_CACHE_MB,
    renderCacheWarmUp: env.RENDER_CACHE_WARM_UP,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    adminToken: env.ADMIN_TOKEN,
    trustProxy: env.TRUST_PROXY,
    csrfSecret: env.CSRF_SECRET,
    redisUrl: env.REDIS_URL,
    leadRetentionDays: env.LEAD_RETENTION_DAYS,
    smtp:
      env.SMTP_URL !== undefined && env.SMTP_FROM !== undefined
        ? { url: env.SMTP_URL, from: env.SMTP_FROM }
        : undefined,
    http: {
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    logLevel: env.LOG_LEVEL,
    environment: env.NODE_ENV,
  };
}
