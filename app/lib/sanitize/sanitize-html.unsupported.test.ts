import { describe, expect, it, vi } from "vitest";
import { loadSanitizer } from "./sanitize-html.server";

// A DOM DOMPurify cannot work in (it says so by `isSupported`), stood in for by a purifier that would pass
// everything through if it were ever asked.
vi.mock("dompurify", () => ({
  default: () => ({ isSupported: false, sanitize: (markup: string) => markup, addHook: () => undefined }),
}));

describe("sanitizeHtml where DOMPurify cannot run", () => {
  it("escapes the markup so it is stored as text instead of passing it through", async () => {
    const sanitizeHtml = await loadSanitizer();
    expect(sanitizeHtml(`<img src=x onerror="alert('1')"> & <b>bold</b>`)).toBe(
      "&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; &lt;b&gt;bold&lt;/b&gt;",
    );
  });

  it("leaves text without markup characters as it is", async () => {
    const sanitizeHtml = await loadSanitizer();
    expect(sanitizeHtml("Plain words, nothing else.")).toBe("Plain words, nothing else.");
  });
});
