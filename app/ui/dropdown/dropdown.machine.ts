/** §9: the dropdown's backdrop fades over 300 ms and sits at z-index 104. */
export const DROPDOWN_BACKDROP_MS = 300;
export const DROPDOWN_Z_INDEX = 104;

export interface DropdownOption {
  readonly value: string;
  readonly label: string;
}

export type DropdownKey = "ArrowDown" | "ArrowUp" | "Home" | "End";

export const isDropdownKey = (key: string): key is DropdownKey =>
  key === "ArrowDown" || key === "ArrowUp" || key === "Home" || key === "End";

/** §4.7: up and down move focus through the options with wrap-around; Home and End jump to the ends. */
export function optionFocusTarget(key: DropdownKey, current: number, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case "ArrowDown":
      return current < 0 ? 0 : (current + 1) % count;
    case "ArrowUp":
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return key satisfies never;
  }
}

/** §4.7: a value that is not in the list resets to the first option. */
export function resolveDropdownValue(
  value: string | undefined,
  options: readonly DropdownOption[],
): string | undefined {
  if (options.some((option) => option.value === value)) return value;
  return options[0]?.value;
}
