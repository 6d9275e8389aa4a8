import type { Config, DOMPurify, WindowLike } from "dompurify";
import { escapeHtml } from "./escape-html";
import type { SanitizedHtml } from "./sanitized-html";

/**
 * The only elements content markup may use: inline emphasis, paragraphs, lists and links, and for
 * articles (blog bodies rendered from Markdown) sub-headings, quotes, code and rules.
 */
export const ALLOWED_TAGS = [
  "a",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "p",
  "br",
  "ul",
  "ol",
  "li",
  "span",
  "mark",
  "small",
  "sup",
  "sub",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "code",
  "pre",
  "hr",
];

export const ALLOWED_ATTRIBUTES = ["href", "title", "target", "rel"];

/**
 * http(s), mailto and tel links, and relative addresses (anything that does not start with a scheme).
 * DOMPurify's own default pattern with every other scheme taken out; it strips whitespace and control
 * characters before testing, so "java\tscript:" cannot slip through.
 */
export const ALLOWED_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * The version of the rules above. Stored markup written under an older version is sanitized again once,
 * at the next start (server/blog/store.ts, server/site-definitions/store.ts): raise it whenever the rules
 * (or DOMPurify's or jsdom's major version) change.
 */
export const SANITIZER_RULES_VERSION = "1";

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
  ALLOWED_URI_REGEXP: ALLOWED_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Plain HTML only: SVG and MathML are where namespace-confusion (mXSS) tricks live.
  ALLOWED_NAMESPACES: ["http://www.w3.org/1999/xhtml"],
  RETURN_TRUSTED_TYPE: false,
};

const MAX_PASSES = 6;

/** Makes markup safe to show; the only function that makes a `SanitizedHtml`. */
export type Sanitizer = (markup: string) => SanitizedHtml;

function sanitizerOf(purifier: DOMPurify): Sanitizer {
  // A page opened with target=_blank must not get a handle on ours (reverse tabnabbing) nor our address.
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A" && node.getAttribute("target") === "_blank") {
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
  return (markup) => {
    // Without a DOM DOMPurify can trust, the markup is escaped and shows as text, never unsanitized.
    if (!purifier.isSupported) return escapeHtml(markup) as SanitizedHtml;
    // A tree the parser would never build itself (an <li> inside an <li>, say) serializes to markup that
    // parses into a different tree. Sanitizing until the output stops changing means what we store is
    // exactly what the browser will build from it: no mutation between our check and its parse.
    let current = purifier.sanitize(markup, CONFIG);
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const next = purifier.sanitize(current, CONFIG);
      if (next === current) break;
      current = next;
    }
    return current as SanitizedHtml;
  };
}

let loading: Promise<Sanitizer> | undefined;

/**
 * DOMPurify over a jsdom window of its own, loaded on the first call only: the write paths (a post saved
 * through the API, the seed, a footer published or imported, the one-time re-sanitize of stored markup)
 * call it; serving pages never does, so a server that only serves never loads jsdom (docs/security.md).
 * Both are imported dynamically for that reason: a static import would load them with the server.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= Promise.all([import("jsdom"), import("dompurify")]).then(([{ JSDOM }, { default: createDOMPurify }]) =>
    // jsdom's window type and DOMPurify's WindowLike are declared apart; DOMPurify's own README passes it so.
    sanitizerOf(createDOMPurify(new JSDOM("").window as unknown as WindowLike)),
  );
  return loading;
}

/** Sanitizes one piece of markup (loads the sanitizer on first use). */
export async function sanitizeHtml(markup: string): Promise<SanitizedHtml> {
  return (await loadSanitizer())(markup);
}
