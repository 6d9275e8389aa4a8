/** §9: the dropdown's backdrop fades over 300 ms and sits at z-index 104. */
export const DROPDOWN_BACKDROP_MS = 300;
export const DROPDOWN_Z_INDEX = 104;

export interface DropdownOption {
  readonly value: string;
  readonly label: string;
}

/** §4.7: a value that is not in the list resets to the first option. */
export function resolveDropdownValue(
  value: string | undefined,
  options: readonly DropdownOption[],
): string | undefined {
  if (options.some((option) => option.value === value)) return value;
  return options[0]?.value;
}
