/** The parts of a keydown event that decide whether it types a character. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/** A caret or selected range in a text field (selectionStart/selectionEnd). */
export interface TextSelection {
  readonly start: number;
  readonly end: number;
}

/**
 * The character a key press would type into a text field, or undefined when it types none. Named keys
 * ("Backspace", "ArrowLeft", "Tab", "Enter", "Home", "F5", "Escape") have names longer than one character;
 * Ctrl or Cmd held without Alt makes a shortcut (Ctrl+C, Cmd+V, Ctrl+Z). Ctrl+Alt is AltGr on Windows,
 * which does type characters ("@" on many layouts), so it counts as typing.
 *
 * Restricted fields block only what this returns: a key that cannot put a character into the field is
 * never blocked, so Home, End, Escape, Delete, function keys and the browser's and screen reader's own
 * shortcuts keep working (WCAG 2.1.1). Keys whose character is not known yet ("Unidentified" on Android
 * keyboards, "Process" during IME composition) pass here and are cleaned up by the field's change handler.
 */
export function typedCharacter(press: KeyPress): string | undefined {
  if ([...press.key].length !== 1) return undefined;
  if ((press.ctrlKey || press.metaKey) && !press.altKey) return undefined;
  return press.key;
}

/** The text as it would be if the selection were deleted. */
export function withoutSelection(text: string, selection: TextSelection): string {
  return text.slice(0, selection.start) + text.slice(selection.end);
}

/** Replaces the selection with `inserted`; the caret lands after the inserted text. */
export function replaceSelection(
  text: string,
  selection: TextSelection,
  inserted: string,
): { readonly text: string; readonly caret: number } {
  return {
    text: text.slice(0, selection.start) + inserted + text.slice(selection.end),
    caret: selection.start + inserted.length,
  };
}

export const isDigit = (character: string) => character >= "0" && character <= "9" && character.length === 1;
