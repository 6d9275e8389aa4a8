import { brand } from "./brand";

/**
 * Proper names that may open a page or product name and keep their capitals inside a sentence: the
 * brand's whole name and "Islamic". Only the whole brand name counts, so "Finance for business" still
 * reads "finance for business" although "Finance" is a word of the brand's name. Acronyms ("PAIA
 * manual") and names in mixed case ("CashPower personal loans") keep theirs without being listed.
 */
const PROPER_NAMES: readonly string[] = [brand.name, "Islamic"];

/**
 * A page or product name as it reads inside a sentence: "call you about balloon payments", "Back to
 * private vehicle finance", but "about CashPower personal loans" and "about Islamic vehicle finance".
 * Only the first word changes: the register's titles are in sentence case, so later capitals are proper
 * names already ("Why Umoya Finance" → "why Umoya Finance").
 */
export function nameInSentence(name: string): string {
  const first = name.split(" ", 1)[0] ?? "";
  if (!/^[A-Z][a-z]+$/.test(first)) return name;
  if (PROPER_NAMES.some((proper) => name === proper || name.startsWith(`${proper} `))) return name;
  return first.toLowerCase() + name.slice(first.length);
}
