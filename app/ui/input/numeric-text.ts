import {
  isDigit,
  replaceSelection,
  typedCharacter,
  withoutSelection,
  type KeyPress,
  type TextSelection,
} from "~/ui/form/text-entry";

/**
 * §5 keyboard rule for number, price, otp and tel fields: a digit, or a decimal point when the field
 * has none (a point inside the selection is about to be replaced, so it does not count). Keys that type
 * nothing (Tab, arrows, Enter, Backspace, Delete, Ctrl/Cmd shortcuts…) always pass; see typedCharacter.
 */
export function numericKeyAllowed(press: KeyPress, text: string, selection: TextSelection): boolean {
  const character = typedCharacter(press);
  if (character === undefined || isDigit(character)) return true;
  return character === "." && !withoutSelection(text, selection).includes(".");
}

/** Keeps the digits of `text` and, if `allowPoint`, its first decimal point. */
export function filterNumericText(text: string, allowPoint = true): string {
  let pointKept = !allowPoint;
  let result = "";
  for (const character of text) {
    if (isDigit(character)) result += character;
    else if (character === "." && !pointKept) {
      result += character;
      pointKept = true;
    }
  }
  return result;
}

/** Pasted text goes through the same filter as typing: digits, and a point only if the field keeps none. */
export function pasteNumericText(
  text: string,
  selection: TextSelection,
  pasted: string,
): { readonly text: string; readonly caret: number } {
  const allowPoint = !withoutSelection(text, selection).includes(".");
  return replaceSelection(text, selection, filterNumericText(pasted, allowPoint));
}
