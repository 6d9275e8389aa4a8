import { brand } from "./brand";

/**
 * First words of page and product names that keep their capital inside a sentence: proper names (the
 * brand's, Islamic). Acronyms ("PAIA manual") and names in mixed case ("CashPower personal loans") keep
 * theirs without being listed.
 */
const PROPER_FIRST_WORDS: ReadonlySet<string> = new Set([...brand.name.split(" "), "Islamic"]);

/**
 * A page or product name as it reads inside a sentence: "call you about balloon payments", "Back to
 * private vehicle finance", but "about CashPower personal loans" and "about Islamic vehicle finance".
 * Only the first word changes: the register's titles are in sentence case, so later capitals are proper
 * names already ("Why Umoya Finance" → "why Umoya Finance").
 */
export function nameInSentence(name: string): string {
  const first = name.split(" ", 1)[0] ?? "";
  if (!/^[A-Z][a-z]+$/.test(first) || PROPER_FIRST_WORDS.has(first)) return name;
  return first.toLowerCase() + name.slice(first.length);
}
