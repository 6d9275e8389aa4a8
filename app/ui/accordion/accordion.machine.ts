/** Which steps of an accordion are open, by index, and what a header press does to them (§4.7). */
export type OpenSteps = readonly number[];

export interface AccordionOptions {
  /** Opening a step closes the others (default true). */
  readonly closeOthers: boolean;
}

export interface ToggleResult {
  readonly open: OpenSteps;
  /** The step that a press opened, so its title can be emitted and it can scroll into view. */
  readonly opened?: number;
}

/** Steps open at the start: none when `collapse` is true (the default), all of them otherwise. */
export function initialOpenSteps(count: number, collapse: boolean, closeOthers: boolean): OpenSteps {
  if (collapse || count === 0) return [];
  return closeOthers ? [0] : Array.from({ length: count }, (_, index) => index);
}

/** A press on a step's header: an open step closes; a closed one opens (alone, unless told otherwise). */
export function toggleStep(open: OpenSteps, index: number, { closeOthers }: AccordionOptions): ToggleResult {
  if (open.includes(index)) return { open: open.filter((step) => step !== index) };
  return { open: closeOthers ? [index] : [...open, index].sort((a, b) => a - b), opened: index };
}
