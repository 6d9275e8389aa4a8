import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

// This file runs in Node with no window and never installs the server sanitizer.
describe("sanitizeHtml before a DOM is available", () => {
  it("escapes the markup so it shows as text instead of passing it through", () => {
    expect(sanitizeHtml(`<img src=x onerror="alert('1')"> & <b>bold</b>`)).toBe(
      "&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; &lt;b&gt;bold&lt;/b&gt;",
    );
  });

  it("leaves text without markup characters as it is", () => {
    expect(sanitizeHtml("Plain words, nothing else.")).toBe("Plain words, nothing else.");
  });
});
