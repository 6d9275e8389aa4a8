import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, isHydrationData, pageContentSecurityPolicy, SiteScripts } from "./content-security-policy";

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

const data = (text: string) =>
  `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(text).replace(/</g, "\\u003c")});`;
const CONTEXT = 'window.__reactRouterContext = {"ssr":true};';

describe("isHydrationData", () => {
  it("takes React Router's data call with one string literal, visitor text inside it and all", () => {
    expect(isHydrationData(data('[{"q":"</script><script>alert(1)</script>"}]'))).toBe(true);
  });

  it.each([
    ["text that broke out of the string", 'window.__reactRouterContext.streamController.enqueue("a");alert(1);//");'],
    ["a call with something else than a string", "window.__reactRouterContext.streamController.enqueue(alert(1));"],
    ["two arguments", 'window.__reactRouterContext.streamController.enqueue("a", alert(1));'],
    ["other code", "alert(1)"],
    ["a script cut short by a closing tag", 'window.__reactRouterContext.streamController.enqueue("[{\\"q\\":\\"'],
  ])("refuses %s", (_label, script) => expect(isHydrationData(script)).toBe(false));
});

describe("SiteScripts", () => {
  it("allows the code scripts of the site's own renders and hydration data, and nothing else", () => {
    const scripts = new SiteScripts();
    scripts.learn(`<script>${CONTEXT}</script><script>${data("[1]")}</script>`);
    expect(scripts.size).toBe(1);
    // A page rendered for one request: its data differ, and an injection slipped a script in.
    const page = `<script>${CONTEXT}</script><script>${data('["thandi"]')}</script><script>alert(1)</script>`;
    const { hashes, refused } = scripts.allowed(page);
    expect(refused).toBe(1);
    expect(hashes).toEqual([sha(CONTEXT), sha(data('["thandi"]'))]);
    expect(hashes).not.toContain(sha("alert(1)"));
  });

  it("never learns hydration data as code", () => {
    const scripts = new SiteScripts();
    scripts.learn(`<script>${data("[1]")}</script>`);
    expect(scripts.size).toBe(0);
  });
});
