import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .default("false")
  .transform((value) => value === "true" || value === "1" || value === "yes");

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
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
  ),
  ADMIN_TOKEN: optionalText.pipe(z.string().min(16, "ADMIN_TOKEN must be at least 16 characters").optional()),
  TRUST_PROXY: booleanFlag,
  CSRF_SECRET: optionalText.pipe(z.string().min(32, "CSRF_SECRET must be at least 32 characters").optional()),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
      .optional(),
  ),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
});

export type ServerConfig = Readonly<{
  port: number;
  host: string;
  /** Origin of the public site (no trailing slash) when PUBLIC_URL is set. */
  publicUrl: string | undefined;
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
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    adminToken: env.ADMIN_TOKEN,
    trustProxy: env.TRUST_PROXY,
    csrfSecret: env.CSRF_SECRET,
    redisUrl: env.REDIS_URL,
    leadRetentionDays: env.LEAD_RETENTION_DAYS,
    logLevel: env.LOG_LEVEL,
    environment: env.NODE_ENV,
  };
}
