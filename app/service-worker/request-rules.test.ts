import { describe, expect, it } from "vitest";
import { requestKind, runtimeCacheNames, staleRuntimeCaches, type RequestFacts } from "./request-rules";

const ORIGIN = "https://www.umoyafinance.co.za";
const request = (path: string, overrides: Partial<Omit<RequestFacts, "url">> = {}): RequestFacts => ({
  method: "GET",
  mode: "cors",
  url: new URL(path, ORIGIN),
  ...overrides,
});

describe("which requests the service worker answers", () => {
  it.each(["/", "/business", "/why-umoya/switch-to-umoya", "/blog/new-or-used-car", "/offline"])(
    "treats a visit to %s as a page: network first, then the copy or the offline page",
    (path) => {
      expect(requestKind(request(path, { mode: "navigate" }), ORIGIN)).toBe("page");
    },
  );

  it.each(["/assets/entry.client-B1x2c3d4.js", "/assets/style-DfdVI7A4.css", "/assets/hero-home-DrtcnO6G.svg"])(
    "keeps the hashed file %s once fetched",
    (path) => {
      expect(requestKind(request(path), ORIGIN)).toBe("asset");
    },
  );

  it.each([
    ["an API read", request("/blog/api/posts")],
    ["the navigation service", request("/wol-ms-header-footer/header?siteid=umoya-web")],
    ["the health check", request("/healthz")],
    ["a lead", request("/api/leads", { method: "POST" })],
    ["a client log", request("/api/logs", { method: "POST" })],
    ["a form post to a page", request("/business", { method: "POST", mode: "navigate" })],
    ["the call-me-back page, which can repeat a visitor's details", request("/call-me-back", { mode: "navigate" })],
    ["its confirmation", request("/call-me-back?sent=1", { mode: "navigate" })],
    [
      "a step of the online application, which shows an applicant's answers",
      request("/apply/about-you", { mode: "navigate" }),
    ],
    ["the application's first step", request("/apply?vehiclePrice=350000", { mode: "navigate" })],
    ["an API address opened as a page", request("/api/leads", { mode: "navigate" })],
    ["route data for client navigation", request("/business.data")],
    ["an unhashed public file", request("/brand/umoya-social.png")],
    ["the worker itself", request("/sw.js")],
    ["an asset of another site", request("https://cdn.example.com/assets/x.js")],
    ["a page of another site", request("https://example.com/", { mode: "navigate" })],
    ["a HEAD request", request("/assets/style-DfdVI7A4.css", { method: "HEAD" })],
  ])("leaves %s to the browser", (_, facts) => {
    expect(requestKind(facts, ORIGIN)).toBeUndefined();
  });

  it("does not mistake a page whose name starts like an API for one", () => {
    expect(requestKind(request("/apis-explained", { mode: "navigate" }), ORIGIN)).toBe("page");
    expect(requestKind(request("/call-me-backwards", { mode: "navigate" }), ORIGIN)).toBe("page");
  });
});

describe("caches of one build", () => {
  it("names the pages and assets caches after the build", () => {
    expect(runtimeCacheNames("abc123")).toEqual({ pages: "umoya-pages-abc123", assets: "umoya-assets-abc123" });
  });

  it("deletes another build's copies when a new build takes over, and nothing else", () => {
    const names = [
      "umoya-pages-old111",
      "umoya-assets-old111",
      "umoya-pages-new222",
      "umoya-assets-new222",
      "workbox-precache-v2-https://www.umoyafinance.co.za/",
      "someone-elses-cache",
    ];
    expect(staleRuntimeCaches(names, "new222")).toEqual(["umoya-pages-old111", "umoya-assets-old111"]);
  });
});
