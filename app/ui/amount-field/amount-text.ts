import {
  isDigit,
  replaceSelection,
  typedCharacter,
  withoutSelection,
  type KeyPress,
  type TextSelection,
} from "~/ui/form/text-entry";

/** §9: the amount field holds at most 10 digits. */
export const AMOUNT_MAX_DIGITS = 10;

const digitsOf = (text: string) => [...text].filter(isDigit).join("");

/**
 * §5: the amount field takes digits only, and no digit once it holds 10 (digits in the selection are
 * about to be replaced, so they do not count). Keys that type nothing (Tab, arrows, Backspace, the
 * clipboard shortcuts…) always pass; see typedCharacter.
 */
export function amountKeyAllowed(press: KeyPress, text: string, selection: TextSelection): boolean {
  const character = typedCharacter(press);
  if (character === undefined) return true;
  return isDigit(character) && digitsOf(withoutSelection(text, selection)).length < AMOUNT_MAX_DIGITS;
}

/** Pasted text keeps its digits, as many as still fit. */
export function pasteAmountText(
  text: string,
  selection: TextSelection,
  pasted: string,
): { readonly text: string; readonly caret: number } {
  const room = AMOUNT_MAX_DIGITS - digitsOf(withoutSelection(text, selection)).length;
  return replaceSelection(text, selection, digitsOf(pasted).slice(0, Math.max(room, 0)));
}

/** Whatever reached the field another way (autofill, a drop) is cut back to its first 10 digits. */
export function sanitiseAmountText(text: string): string {
  return digitsOf(text).slice(0, AMOUNT_MAX_DIGITS);
}

/**
 * §5: the emitted value is the trimmed text parsed as a number, the spaces that group its thousands left
 * out; an empty field emits null, not 0.
 */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replaceAll(" ", "");
  return trimmed === "" ? null : Number(trimmed);
}

/** The field's text for a value: grouped in threes ("425 000"), as the visitor sees amounts everywhere. */
export function amountText(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return "";
  return Number.isInteger(value) && value >= 0 ? groupDigits(String(value)) : String(value);
}

/** Whole-rand digits grouped in threes with spaces, as the site writes amounts: "425000" → "425 000". */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

const isDecimalMark = (character: string) => character === "." || character === ",";

/**
 * An amount as typed, kept to what an amount can hold and grouped in threes as it is typed: digits, and
 * (when `decimals`) one decimal mark, a point or a comma, with what follows it left ungrouped. Anything
 * else (a letter, a minus sign, a second mark) is refused. `caret` is where the caret stood in `typed`;
 * the answer puts it after the same digit in the grouped text, so typing in the middle keeps its place.
 * `value` is the same without the grouping spaces, for the field's owner and the address.
 */
export function groupAmountAsTyped(
  typed: string,
  caret: number,
  { decimals }: { readonly decimals: boolean },
): { readonly text: string; readonly value: string; readonly caret: number } {
  let value = "";
  let keptBeforeCaret = 0;
  for (const [index, character] of [...typed].entries()) {
    const kept = isDigit(character) || (decimals && isDecimalMark(character) && ![...value].some(isDecimalMark));
    if (!kept) continue;
    value += character;
    if (index < caret) keptBeforeCaret += 1;
  }
  const mark = [...value].findIndex(isDecimalMark);
  const text = mark === -1 ? groupDigits(value) : `${groupDigits(value.slice(0, mark))}${value.slice(mark)}`;
  let position = 0;
  for (let seen = 0; seen < keptBeforeCaret && position < text.length; position += 1)
    if (text[position] !== " ") seen += 1;
  return { text, value, caret: position };
}
