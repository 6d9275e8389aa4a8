/**
 * Masks what could be personal data in free text headed for a log line: any word holding an email
 * address (`@`, the full-width `＠`, or `%40` as a URL writes it, also with spaces around it: "thandi @
 * example.co.za"), and runs of six or more digits (ID numbers, phone numbers), in any script's digits
 * (full-width "０８２…" too), also when written in groups: "082 555 1234", "082-555-1234", "082.555.1234",
 * "082_555_1234", "(082) 555 1234", "+27 (0)82 555 1234".
 *
 * Both patterns run in time linear in the text: words are found by one scan of non-separator runs, and
 * the number pattern never backtracks more than a few characters. A request path of 16 KB is masked in
 * well under a millisecond, so nobody can stall the server's log by sending long ones.
 */
const WORD = /[^\s<>()[\]{}"'`,;|\\/]+/g;
const EMAIL_IN_WORD = /.(?:@|\uff20|%40)./i;
/** An at sign with up to three spaces either side, joined to the words around it before they are looked at. */
const SPACED_AT = /\s{0,3}([@\uff20])\s{0,3}/g;
/** Digits of any script, grouped by spaces, dashes, dots, underscores or brackets (ASCII or full-width). */
const NUMBER =
  /[+\uff0b]?[(\uff08]?\p{Nd}(?:[\s\-.()_\u2010-\u2015\u2212\uff08\uff09\uff0d\uff0e\uff3f]{0,3}\p{Nd}){5,}/gu;

export function maskPersonalData(text: string): string {
  return text
    .replace(SPACED_AT, "$1")
    .replace(WORD, (word) => (EMAIL_IN_WORD.test(word) ? "[email]" : word))
    .replace(NUMBER, "[number]");
}

/**
 * Control characters (except tab and newline), right-to-left and other direction overrides, zero-width
 * characters and line separators, written as visible `\u202e`-style escapes: a visitor's text must not
 * be able to hide, reorder or fake lines for whoever reads the log.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

export function escapeInvisible(text: string): string {
  return text.replace(INVISIBLE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The last four digits only, for a log line that must tell two leads apart: "*******1234". */
export function maskDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length <= 4 ? "****" : `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`;
}
