import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRaw, startServer, type RunningServer } from "../support/server";
import { SCROLL_POSITIONS_KEY } from "~/features/routing/scroll-positions";

// Spec §2.1, line by line, with {brand} = {bank} = umoya. Written out here rather than read from the
// page register, so a mistake in the register cannot hide itself.
const SPEC_PATHS = [
  "/",
  "/business",
  "/small-business-asset-funding",
  "/small-business-asset-funding/small-business-guide",
  "/balloon-payments",
  "/cashpower-personal-loans",
  "/sharp-spring-example",
  "/testing",
  "/insurance",
  "/corporate-industry",
  "/private-finance",
  "/selling-privately",
  "/leisure-asset-finance",
  "/islamic-finance",
  "/islamic-finance-business",
  "/graduate-finance",
  "/graduate-finance-guide",
  "/useful-tools",
  "/motorcycle-finance",
  "/why-umoya",
  "/why-umoya/switch-to-umoya",
  "/vehicle-finance-guide",
  "/buying-a-car",
  "/specialised-finance",
  "/business/specialised-finance",
  "/personalised-plates",
  "/fines",
  "/licences",
  "/budgeting-tool",
  "/fleet-solutions",
  "/lease-agreements",
  "/used-car-buying-tips",
  "/arrears-payments",
  "/find-a-car",
  "/solar-finance",
  "/guaranteed-future-value",
];

const parse = (html: string) => new JSDOM(html).window.document;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

function expectSecurityHeaders(response: Response, kind: "page" | "other" = "page") {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  if (kind === "other") {
    // Nothing that is not a page may run scripts at all.
    expect(csp).toMatch(/^default-src 'none'/);
    return;
  }
  const scriptSrc = csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src"));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(scriptSrc).not.toContain("unsafe-eval");
}

describe("every page of §2.1", () => {
  const titles = new Map<string, string>();

  it.each(SPEC_PATHS)("%s answers 200 with a titled, described, canonical page in the shell", async (path) => {
    const response = await fetchRaw(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expectSecurityHeaders(response);
    const document = parse(await response.text());

    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.querySelector("h1")?.textContent?.trim().length).toBeGreaterThan(3);
    expect(document.title).toMatch(/^.{3,} \| Umoya Finance$/);
    titles.set(path, document.title);

    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(170);

    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    expect(canonical).toBe(path === "/" ? `${server.url}/` : `${server.url}${path}/`);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);

    // The text font, preloaded at low priority so a first visit can use it without delaying the stylesheet.
    const fontPreloads = [...document.querySelectorAll('link[rel="preload"][as="font"]')];
    expect(fontPreloads.map((link) => link.getAttribute("href"))).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-wght-400-800-[\w-]+\.woff2$/),
    ]);
    expect(fontPreloads[0]?.getAttribute("fetchpriority")).toBe("low");
    expect(fontPreloads[0]?.getAttribute("crossorigin")).toBe("anonymous");
    const stylesheet = document.querySelector('link[rel="stylesheet"]')?.getAttribute("href") ?? "";
    const css = await (await fetchRaw(`${server.url}${stylesheet}`)).text();
    expect(css).toContain(`url(${fontPreloads[0]?.getAttribute("href")})`);

    // The root shell: header, breadcrumbs (except on home), main content, footer.
    expect(document.querySelector("header.site-header")).not.toBeNull();
    expect(document.querySelector("main#main-content h1")).not.toBeNull();
    expect(document.querySelector("footer")).not.toBeNull();
    const crumbs = [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => li.textContent);
    if (path === "/") expect(crumbs).toEqual([]);
    else expect(crumbs[0]).toBe("Home");
  });

  it("gives every page its own title", () => {
    expect(titles.size).toBe(SPEC_PATHS.length);
    expect(new Set(titles.values()).size).toBe(SPEC_PATHS.length);
  });

  it.each(SPEC_PATHS.filter((path) => path !== "/"))("%s/ serves the same page without redirecting", async (path) => {
    const [plain, slashed] = await Promise.all([fetchRaw(`${server.url}${path}`), fetchRaw(`${server.url}${path}/`)]);
    expect(slashed.status).toBe(200);
    const title = (response: string) => parse(response).title;
    expect(title(await slashed.text())).toBe(title(await plain.text()));
  });

  it("uses PUBLIC_URL for canonical links when it is set, whatever the Host", async () => {
    const publicServer = await startServer({ PUBLIC_URL: "https://www.umoya.example" });
    try {
      for (const path of ["/business", "/balloon-payments", "/"]) {
        const document = parse(await (await fetchRaw(`${publicServer.url}${path}`)).text());
        const expected = path === "/" ? "https://www.umoya.example/" : `https://www.umoya.example${path}/`;
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(expected);
        expect(document.documentElement.outerHTML).not.toContain("prerender.umoya.invalid");
      }
    } finally {
      await publicServer.stop();
    }
  });
});

describe("redirects", () => {
  it.each([
    ["/personal-loans", "/cashpower-personal-loans"],
    ["/personal-loans/", "/cashpower-personal-loans"],
    ["/umoya-extra", "/why-umoya"],
    ["/home", "/"],
    ["/why-umoya/Switch-To-Umoya", "/why-umoya/switch-to-umoya"],
    ["/WHY-UMOYA/SWITCH-TO-UMOYA", "/why-umoya/switch-to-umoya"],
    ["/why-umoya/switch-to-UMOYA/", "/why-umoya/switch-to-umoya"],
    ["/personal-loans?utm_source=mail", "/cashpower-personal-loans?utm_source=mail"],
  ])("%s answers 301 to %s", async (from, to) => {
    const response = await fetchRaw(`${server.url}${from}`);
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get("location") ?? "", server.url);
    expect(location.pathname + location.search).toBe(to);
    expectSecurityHeaders(response, "other");
  });
});

describe("unknown paths", () => {
  it.each([
    "/no-such-page",
    "/business/unknown",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/assets/../package.json",
    "/build/server/index.js",
    "/%E0%A4%A",
    "/index.html",
    "/business/index.html",
    "/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  ])("%s shows the error page in the shell with status 404", async (path) => {
    const response = await fetchRaw(`${server.url}${path}`);
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    const document = parse(html);
    expect(document.querySelector("h1")?.textContent).toMatch(/can.t find that page/i);
    expect(document.querySelector('main a[href="/"]')).not.toBeNull();
    expect(document.querySelector('form[role="search"] input[name="q"]')).not.toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(document.querySelector("footer")).not.toBeNull();
  });

  it("searches the site from the error page", async () => {
    const response = await fetchRaw(`${server.url}/lost-page?q=balloon`);
    expect(response.status).toBe(404);
    const document = parse(await response.text());
    const results = [...document.querySelectorAll("main section a")].map((a) => a.getAttribute("href"));
    expect(results[0]).toBe("/balloon-payments");
  });
});

describe("content security policy", () => {
  it.each(["/business", "/", "/balloon-payments?price=250000", "/no-such-page"])(
    "%s lists the hash of every inline script, and no nonce",
    async (path) => {
      const { createHash } = await import("node:crypto");
      const response = await fetchRaw(`${server.url}${path}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).not.toContain("nonce");
      const document = parse(await response.text());
      const inline = [...document.querySelectorAll("script:not([src])")].filter(
        (s) => s.getAttribute("type") !== "application/ld+json",
      );
      expect(inline.length).toBeGreaterThan(0);
      // React Router's scroll restoration is one of them: it restores a reloaded page's position.
      expect(inline.some((script) => script.textContent?.includes(SCROLL_POSITIONS_KEY))).toBe(true);
      for (const script of inline) {
        expect(script.hasAttribute("nonce")).toBe(false);
        const hash = createHash("sha256")
          .update(script.textContent ?? "")
          .digest("base64");
        expect(csp).toContain(`'sha256-${hash}'`);
      }
    },
  );

  it("gives two visitors the same page, byte for byte, policy and all", async () => {
    const [first, second] = await Promise.all(
      ["first-visitor=1", "second-visitor=2"].map((cookie) =>
        fetchRaw(`${server.url}/balloon-payments`, { headers: { Cookie: cookie, "Accept-Encoding": "identity" } }),
      ),
    );
    expect(first?.headers.get("content-security-policy")).toBe(second?.headers.get("content-security-policy"));
    expect(first?.headers.get("etag")).toBe(second?.headers.get("etag"));
    expect(await first?.text()).toBe(await second?.text());
  });

  it("sends HSTS only over TLS, here through a trusted proxy", async () => {
    expect((await fetchRaw(`${server.url}/business`)).headers.get("strict-transport-security")).toBeNull();
    const forwarded = { headers: { "x-forwarded-proto": "https" } };
    expect((await fetchRaw(`${server.url}/business`, forwarded)).headers.get("strict-transport-security")).toBeNull();
    const proxied = await startServer({ TRUST_PROXY: "true" });
    try {
      const response = await fetchRaw(`${proxied.url}/business`, forwarded);
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
      expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    } finally {
      await proxied.stop();
    }
  });
});
