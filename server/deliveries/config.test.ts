import { describe, expect, it } from "vitest";
import { ConfigError } from "../config";
import { DEFAULT_RETRY_DELAYS_SECONDS, loadDeliveryConfig } from "./config";

const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

describe("loadDeliveryConfig", () => {
  it("queues nothing without LEAD_WEBHOOK_URL and keeps the default schedule", () => {
    const config = loadDeliveryConfig({});
    expect(config.main).toBeUndefined();
    expect(config.retryDelaysSeconds).toEqual(DEFAULT_RETRY_DELAYS_SECONDS);
    expect(config.timeoutMs).toBe(10_000);
    expect(config.staleAfterSeconds).toBe(900);
  });

  it("accepts an https endpoint with a whsec_ secret, and a retry schedule in seconds", () => {
    const config = loadDeliveryConfig({
      LEAD_WEBHOOK_URL: "https://crm.example.co.za/hooks/leads",
      LEAD_WEBHOOK_SECRET: SECRET,
      WEBHOOK_RETRY_DELAYS: "5, 60,600",
    });
    expect(config.main).toEqual({ url: "https://crm.example.co.za/hooks/leads", secret: SECRET });
    expect(config.retryDelaysSeconds).toEqual([5, 60, 600]);
  });

  it("refuses plain http outside development unless the host is a loopback address", () => {
    const env = { LEAD_WEBHOOK_URL: "http://crm.example.co.za/hooks", LEAD_WEBHOOK_SECRET: SECRET };
    expect(() => loadDeliveryConfig(env)).toThrow(/LEAD_WEBHOOK_URL must use https/);
    expect(loadDeliveryConfig({ ...env, NODE_ENV: "development" }).main?.url).toBe(env.LEAD_WEBHOOK_URL);
    expect(loadDeliveryConfig({ ...env, LEAD_WEBHOOK_URL: "http://127.0.0.1:4180/" }).main).toBeDefined();
    expect(loadDeliveryConfig({ ...env, LEAD_WEBHOOK_URL: "http://[::1]:4180/" }).main).toBeDefined();
  });

  it("refuses a missing, malformed or short secret without quoting it", () => {
    const url = "https://crm.example.co.za/hooks";
    expect(() => loadDeliveryConfig({ LEAD_WEBHOOK_URL: url })).toThrow(/LEAD_WEBHOOK_SECRET must be set/);
    expect(() => loadDeliveryConfig({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: "hunter2-hunter2" })).toThrow(
      ConfigError,
    );
    const short = `whsec_${Buffer.alloc(8).toString("base64")}`;
    let message = "";
    try {
      loadDeliveryConfig({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: short });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/at least 24 bytes/);
    expect(message).not.toContain(short);
  });

  it("refuses a retry schedule that is not whole seconds", () => {
    expect(() => loadDeliveryConfig({ WEBHOOK_RETRY_DELAYS: "5,five" })).toThrow(/WEBHOOK_RETRY_DELAYS/);
    expect(() => loadDeliveryConfig({ WEBHOOK_RETRY_DELAYS: "0" })).toThrow(/1 second or more/);
  });

  it("reads the origination system's endpoint, callback secret and API token, and refuses them malformed", () => {
    const config = loadDeliveryConfig({
      ORIGINATION_WEBHOOK_URL: "https://origination.example.co.za/hooks",
      ORIGINATION_WEBHOOK_SECRET: SECRET,
      ORIGINATION_CALLBACK_SECRET: SECRET,
      ORIGINATION_API_TOKEN: "origination-token-0123456789abcdef",
    });
    expect(config.main).toBeUndefined();
    expect(config.origination).toEqual({ url: "https://origination.example.co.za/hooks", secret: SECRET });
    expect(config.originationCallbackSecret).toBe(SECRET);
    expect(config.originationApiToken).toBe("origination-token-0123456789abcdef");
    expect(() => loadDeliveryConfig({ ORIGINATION_WEBHOOK_URL: "https://origination.example.co.za/hooks" })).toThrow(
      /ORIGINATION_WEBHOOK_SECRET must be set/,
    );
    expect(() => loadDeliveryConfig({ ORIGINATION_CALLBACK_SECRET: "not-a-secret" })).toThrow(
      /ORIGINATION_CALLBACK_SECRET must be whsec_/,
    );
    expect(() => loadDeliveryConfig({ ORIGINATION_API_TOKEN: "short" })).toThrow(
      /ORIGINATION_API_TOKEN must be at least 24/,
    );
    const plainHttp = () =>
      loadDeliveryConfig({
        ORIGINATION_WEBHOOK_URL: "http://origination.example.co.za/",
        ORIGINATION_WEBHOOK_SECRET: SECRET,
      });
    expect(plainHttp).toThrow(ConfigError);
    expect(plainHttp).toThrow(/ORIGINATION_WEBHOOK_URL must use https/);
    expect(plainHttp).not.toThrow(SECRET);
  });
});
