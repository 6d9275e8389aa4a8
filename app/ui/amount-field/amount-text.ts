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

/** §5: the emitted value is the trimmed text parsed as a number; an empty field emits null, not 0. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}

export function amountText(value: number | null): string {
  return value === null || !Number.isFinite(value) ? "" : String(value);
}
