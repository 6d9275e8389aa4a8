import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { publicOrigin, type PublicOriginSettings } from "./public-origin";

const settings: PublicOriginSettings = {
  publicUrl: undefined,
  allowedHosts: ["localhost", "127.0.0.1", "::1"],
  trustProxy: false,
};

async function originFor(headers: Record<string, string>, overrides: Partial<PublicOriginSettings> = {}) {
  const app = new Hono();
  app.get("/", (c) => c.text(publicOrigin(c, { ...settings, ...overrides })));
  return (await app.request("http://ignored.example/", { headers })).text();
}

describe("publicOrigin", () => {
  it("is PUBLIC_URL whatever the Host says", async () => {
    expect(await originFor({ Host: "evil.example" }, { publicUrl: "https://www.umoya.example" })).toBe(
      "https://www.umoya.example",
    );
  });

  it.each([
    ["localhost", "http://localhost"],
    ["LOCALHOST:3000", "http://localhost"],
    ["127.0.0.1:8080", "http://127.0.0.1"],
    ["[::1]:3000", "http://[::1]"],
    ["evil.example", "http://localhost"],
    ["evil.example:3000", "http://localhost"],
    ["localhost.evil.example", "http://localhost"],
  ])("names an allowed host as asked, and the first allowed one for any other: %s gives %s", async (host, origin) => {
    expect(await originFor({ Host: host })).toBe(origin);
  });

  it("takes the forwarded host and scheme only from a trusted proxy, and only an allowed host", async () => {
    const forwarded = { Host: "localhost", "X-Forwarded-Host": "www.umoya.example", "X-Forwarded-Proto": "https" };
    expect(await originFor(forwarded)).toBe("http://localhost");
    expect(await originFor(forwarded, { trustProxy: true, allowedHosts: ["www.umoya.example"] })).toBe(
      "https://www.umoya.example",
    );
    expect(
      await originFor(
        { ...forwarded, "X-Forwarded-Host": "evil.example" },
        { trustProxy: true, allowedHosts: ["www.umoya.example"] },
      ),
    ).toBe("https://www.umoya.example");
  });
});
