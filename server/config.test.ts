import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has safe defaults for everything", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      publicUrl: undefined,
      allowedHosts: ["localhost", "127.0.0.1", "::1"],
      renderCacheMb: 64,
      renderCacheWarmUp: true,
      dataDir: "./data",
      databaseUrl: undefined,
      adminToken: undefined,
      trustProxy: false,
      csrfSecret: undefined,
      redisUrl: undefined,
      leadRetentionDays: 90,
      smtp: undefined,
      http: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 },
      logLevel: "info",
      environment: "production",
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      PUBLIC_URL: "https://www.umoyafinance.co.za/",
      DATA_DIR: "/var/lib/umoya",
      DATABASE_URL: "postgres://u@db/umoya",
      ADMIN_TOKEN: "a-long-enough-admin-token",
      TRUST_PROXY: "true",
      CSRF_SECRET: "a-csrf-secret-of-at-least-32-characters",
      REDIS_URL: "redis://cache:6379",
      LEAD_RETENTION_DAYS: "30",
      LOG_LEVEL: "warn",
      ALLOWED_HOSTS: "www.umoyafinance.co.za, Umoya.Example ,[::1]",
      RENDER_CACHE_MB: "128",
      RENDER_CACHE_WARM_UP: "false",
      SMTP_URL: "smtps://mailer:secret@mail.umoyafinance.co.za:465",
      SMTP_FROM: "Umoya Finance <no-reply@umoyafinance.co.za>",
    });
    expect(config).toMatchObject({
      smtp: {
        url: "smtps://mailer:secret@mail.umoyafinance.co.za:465",
        from: "Umoya Finance <no-reply@umoyafinance.co.za>",
      },
      allowedHosts: ["www.umoyafinance.co.za", "umoya.example", "::1"],
      renderCacheMb: 128,
      renderCacheWarmUp: false,
      csrfSecret: "a-csrf-secret-of-at-least-32-characters",
      redisUrl: "redis://cache:6379",
      leadRetentionDays: 30,
      port: 8080,
      host: "127.0.0.1",
      publicUrl: "https://www.umoyafinance.co.za",
      dataDir: "/var/lib/umoya",
      databaseUrl: "postgres://u@db/umoya",
      adminToken: "a-long-enough-admin-token",
      trustProxy: true,
      logLevel: "warn",
    });
  });

  it("never quotes the mail server's address back: it may hold a password", () => {
    expect(() => loadConfig({ SMTP_URL: "ftp://mailer:hunter2-secret@mail.example.co.za" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2-secret") }),
    );
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PUBLIC_URL: "", DATABASE_URL: " ", ADMIN_TOKEN: "" })).toMatchObject({
      publicUrl: undefined,
      databaseUrl: undefined,
      adminToken: undefined,
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PUBLIC_URL: "ftp://example.org" }, "PUBLIC_URL"],
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL"],
    [{ ADMIN_TOKEN: "short" }, "ADMIN_TOKEN"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ CSRF_SECRET: "too-short" }, "CSRF_SECRET"],
    [{ REDIS_URL: "http://cache" }, "REDIS_URL"],
    [{ LEAD_RETENTION_DAYS: "0" }, "LEAD_RETENTION_DAYS"],
    [{ ADMIN_TOKEN: "has spaces in it, sixteen+" }, "ADMIN_TOKEN"],
    [{ REQUEST_TIMEOUT_MS: "soon" }, "REQUEST_TIMEOUT_MS"],
    [{ HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "10000" }, "HEADERS_TIMEOUT_MS"],
    [{ ALLOWED_HOSTS: "https://www.umoya.example" }, "ALLOWED_HOSTS"],
    [{ ALLOWED_HOSTS: "localhost:3000" }, "ALLOWED_HOSTS"],
    [{ ALLOWED_HOSTS: " , " }, "ALLOWED_HOSTS"],
    [{ RENDER_CACHE_MB: "0" }, "RENDER_CACHE_MB"],
    [{ RENDER_CACHE_WARM_UP: "off" }, "RENDER_CACHE_WARM_UP"],
    [{ SMTP_URL: "https://mail.example.co.za", SMTP_FROM: "a@example.co.za" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://mail.example.co.za" }, "SMTP_FROM"],
    [{ SMTP_URL: "smtp://mail.example.co.za", SMTP_FROM: "not an address" }, "SMTP_FROM"],
    [{ SMTP_URL: "smtp://mail.example.co.za", SMTP_FROM: "A <a@example.co.za>\r\nBcc: b@example.co.za" }, "SMTP_FROM"],
  ])("refuses %o and names %s", (environment, name) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(name);
  });
});
