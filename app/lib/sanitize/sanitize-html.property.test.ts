import fc from "fast-check";
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, loadSanitizer, type Sanitizer } from "./sanitize-html.server";

// The write-time sanitizer: DOMPurify over jsdom, loaded once as the server's write paths load it.
let sanitizeHtml: Sanitizer;
beforeAll(async () => {
  sanitizeHtml = await loadSanitizer();
});

const embeddedVectors = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">j</a>',
  '<a href=" data:text/html,<script>alert(1)</script>">d</a>',
  "<svg onload=alert(1)>",
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  "<style>*{color:red}</style>",
  '<iframe src="javascript:alert(1)"></iframe>',
  "<!--",
  "-->",
  "<![CDATA[",
  "</p>",
  '"><script>alert(1)</script>',
  "<noscript>",
  "<template>",
];

const tagNames = [
  ...ALLOWED_TAGS,
  "div",
  "img",
  "svg",
  "math",
  "script",
  "style",
  "iframe",
  "form",
  "table",
  "td",
  "textarea",
  "title",
  "select",
  "option",
];
const attributeNames = [
  ...ALLOWED_ATTRIBUTES,
  "onclick",
  "onerror",
  "style",
  "src",
  "class",
  "xlink:href",
  "formaction",
  "srcdoc",
];
const attributeValues = [
  "/page",
  "https://example.com",
  "javascript:alert(1)",
  "JaVa\tScRiPt:alert(1)",
  "data:text/html,x",
  "_blank",
  'x" onmouseover="alert(1)',
  "mailto:a@b.co.za",
  "tel:0860",
  "&#106;avascript:alert(1)",
];

const attribute = fc
  .tuple(fc.constantFrom(...attributeNames), fc.constantFrom(...attributeValues))
  .map(([name, value]) => ` ${name}="${value.replace(/"/g, "&quot;")}"`);

const markup: fc.Arbitrary<string> = fc.letrec<{ node: string; nodes: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.string({ maxLength: 12 }),
    fc.constantFrom(...embeddedVectors),
    fc
      .tuple(fc.constantFrom(...tagNames), fc.array(attribute, { maxLength: 3 }), tie("nodes"), fc.boolean())
      .map(
        ([tag, attributes, children, closed]) =>
          `<${tag}${attributes.join("")}>${children}${closed ? `</${tag}>` : ""}`,
      ),
  ),
  nodes: fc.array(tie("node"), { maxLength: 4 }).map((parts) => parts.join("")),
})).nodes;

// One parser for every check: a fresh jsdom per generated case would make the runs crawl.
const parser = new new JSDOM("").window.DOMParser();
const parse = (html: string) => parser.parseFromString(`<!doctype html><body>${html}</body>`, "text/html");

function inspect(html: string): { tags: string[]; attributes: string[]; hrefs: string[] } {
  const elements = [...parse(html).body.querySelectorAll("*")];
  return {
    tags: elements.map((element) => element.tagName.toLowerCase()),
    attributes: elements.flatMap((element) => [...element.attributes].map((attr) => attr.name)),
    hrefs: elements.flatMap((element) => (element.hasAttribute("href") ? [element.getAttribute("href") ?? ""] : [])),
  };
}

describe("sanitizeHtml on generated markup with embedded attack vectors", () => {
  it("keeps only allowed tags and attributes, and only safe link schemes", () => {
    fc.assert(
      fc.property(markup, (input) => {
        const { tags, attributes, hrefs } = inspect(sanitizeHtml(input));
        expect(tags.filter((tag) => !ALLOWED_TAGS.includes(tag))).toEqual([]);
        expect(attributes.filter((name) => !ALLOWED_ATTRIBUTES.includes(name))).toEqual([]);
        for (const href of hrefs) {
          const compact = href.replace(/[\s\p{Cc}]/gu, "").toLowerCase();
          expect(compact).not.toMatch(/^(javascript|data|vbscript):/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("is idempotent: sanitizing twice gives what sanitizing once gave", () => {
    fc.assert(
      fc.property(markup, (input) => {
        const once = sanitizeHtml(input);
        expect(sanitizeHtml(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it("gives every link that opens a new window rel=noopener noreferrer", () => {
    fc.assert(
      fc.property(markup, (input) => {
        for (const link of parse(sanitizeHtml(input)).querySelectorAll('a[target="_blank"]')) {
          expect(link.getAttribute("rel")).toBe("noopener noreferrer");
        }
      }),
      { numRuns: 200 },
    );
  });
});
