import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Puts the caret back where the visitor typed once a field's text has been regrouped ("425000" becoming
 * "425 000"): React would leave it at the end. Call the returned function with the caret's place in the
 * new text as the change is handled; it is applied once the text is in the field, while the field still
 * has focus.
 */
export function useCaretAfterRegroup(
  inputRef: RefObject<HTMLInputElement | null>,
  text: string,
): (caret: number) => void {
  const pendingCaret = useRef<number>(undefined);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === undefined || !input) return;
    if (input.ownerDocument.activeElement === input)
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = undefined;
  }, [inputRef, text]);
  return (caret) => {
    pendingCaret.current = caret;
  };
}
