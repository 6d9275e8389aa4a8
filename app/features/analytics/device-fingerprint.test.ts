import { describe, expect, it } from "vitest";
import { hashFingerprint, type FingerprintSources } from "./device-fingerprint";

const sources: FingerprintSources = {
  userAgent: "Mozilla/5.0",
  screen: "1400x900x24@1",
  plugins: "PDF Viewer",
  storage: "111",
  timeZone: "Africa/Johannesburg",
  language: "en-ZA",
  canvas: "data:image/png;base64,AAAA",
};

describe("hashFingerprint", () => {
  it("is a stable SHA-256 hex digest of the sources", async () => {
    const first = await hashFingerprint(sources);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashFingerprint({ ...sources })).toBe(first);
  });

  it("changes when any source changes", async () => {
    const base = await hashFingerprint(sources);
    for (const key of Object.keys(sources) as (keyof FingerprintSources)[]) {
      expect(await hashFingerprint({ ...sources, [key]: `${sources[key]}x` })).not.toBe(base);
    }
  });
});
