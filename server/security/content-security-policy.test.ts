import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageContentSecurityPolicy } from "./content-security-policy";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("pageContentSecurityPolicy", () => {
  it("allows inline scripts only by hash, never unsafe-inline", () => {
    const policy = pageContentSecurityPolicy(["sha256-abc"], { upgradeInsecure: false });
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("lists every hash, and asks for HTTPS upgrades when told to", () => {
    const policy = pageContentSecurityPolicy(["sha256-a", "sha256-b"], { upgradeInsecure: true });
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).toContain("upgrade-insecure-requests");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts and skips external and data scripts", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module">import "/x.js";</script>',
      '<script src="/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.a = 1;</script>",
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/x.js";')]);
  });
});
