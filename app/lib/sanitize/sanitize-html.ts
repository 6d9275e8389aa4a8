import type { Config } from "dompurify";
// DOMPurify itself in the browser; on the server the same, given a window of its own by jsdom.
import purifierInstance from "isomorphic-dompurify";
import { escapeHtml } from "./escape-html";

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

let configured = false;

/** The purifier with this site's hook added once, or undefined where DOMPurify cannot run. */
function currentPurifier(): typeof purifierInstance | undefined {
  if (!purifierInstance.isSupported) return undefined;
  if (!configured) {
    // A page opened with target=_blank must not get a handle on ours (reverse tabnabbing) nor our address.
    purifierInstance.addHook("afterSanitizeAttributes", (node) => {
      if (node.nodeName === "A" && node.getAttribute("target") === "_blank") {
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
    configured = true;
  }
  return purifierInstance;
}

/**
 * Markup from content or settings made safe to insert as HTML: only the tags, attributes and URL schemes
 * above survive. Without a DOM to parse with, the markup is escaped and shows as text, never unsanitized.
 */
export function sanitizeHtml(markup: string): string {
  const active = currentPurifier();
  if (!active) return escapeHtml(markup);
  // A tree the parser would never build itself (an <li> inside an <li>, say) serializes to markup that
  // parses into a different tree. Sanitizing until the output stops changing means what we hand out is
  // exactly what the browser will build from it: no mutation between our check and its parse.
  let current = active.sanitize(markup, CONFIG);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const next = active.sanitize(current, CONFIG);
    if (next === current) return current;
    current = next;
  }
  return current;
}

const MAX_PASSES = 6;
