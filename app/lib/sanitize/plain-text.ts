/**
 * Text a partner sends for the site to show as one line (a dealer's make, model, town…), cleaned where it
 * enters: control characters, direction overrides and isolates, zero-width characters and the byte-order
 * mark are removed (they can hide, reorder or fake what a reader sees: a right-to-left override before "txt.exe" shows it as "exe.txt"); tabs,
 * line breaks and line or paragraph separators become one space, and runs of spaces one space. Letters of
 * any language, marks and emoji are kept. Markup is not this function's concern: React escapes text.
 */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;

export function plainText(text: string): string {
  return text.replace(BREAKS, " ").replace(INVISIBLE, "").replace(/ {2,}/g, " ");
}
