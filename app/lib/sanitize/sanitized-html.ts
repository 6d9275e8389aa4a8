/**
 * Markup that has been through the site's sanitizer (sanitize-html.server.ts): only the allowed tags,
 * attributes and link schemes are left. The brand exists only in the type system; a plain string is not
 * assignable to it, so markup reaches `SafeHtml` (the one component that sets inner HTML) only after it has
 * been sanitized where it entered the site: a post or footer text when it is stored, the repository's own
 * markup in the generated module its test keeps in step with the sanitizer.
 *
 * This module has no code that sanitizes, and no DOMPurify: the browser and the page-serving path import
 * the type only.
 */
export type SanitizedHtml = string & { readonly [brand]: "SanitizedHtml" };

// Not exported: the brand's key cannot be named outside this module, so it cannot be written out by hand.
declare const brand: unique symbol;

/**
 * Markup read back from a column or field that nothing but the sanitizer writes (a post's `html`, a stored
 * footer's `extraMessage`), and which the start-up re-sanitize has brought up to today's rules. Only the
 * stores in server/ may call this (an ESLint rule says so); anything else must sanitize.
 */
export function sanitizedWhenStored(markup: string): SanitizedHtml {
  return markup as SanitizedHtml;
}
