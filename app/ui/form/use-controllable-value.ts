import { useCallback, useState } from "react";

/**
 * One value for controlled and uncontrolled use: when `value` is given the parent owns it and hears of
 * changes through `onChange`; otherwise the control keeps its own, starting from `defaultValue`.
 */
export function useControllableValue<Value>(
  value: Value | undefined,
  defaultValue: Value,
  onChange?: (value: Value) => void,
): [Value, (value: Value) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const setValue = useCallback(
    (next: Value) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, setValue];
}
