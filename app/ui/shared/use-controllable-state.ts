import { useCallback, useState } from "react";

/**
 * State that a parent may control (pass `value`) or leave to the widget (pass `defaultValue`), the one
 * helper every widget and form control uses for it. Setting it to what it already is does nothing;
 * otherwise `onChange` hears of the new value, in both modes (a controlled widget shows it once the parent
 * passes it back).
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (Object.is(next, current)) return;
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, current, onChange],
  );
  return [current, set];
}
