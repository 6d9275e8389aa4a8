/** The id of the find-a-car results' section: the search form's Search button brings it into view. */
export const RESULTS_ID = "results";

/**
 * The history state a link of the search page gives its navigation when focus should go to the result count
 * once the new results are shown ("Clear all filters", the pages of results): the count says what the
 * visitor now has, and is where the next Tab leads into the cars.
 */
export const FOCUS_RESULT_COUNT = { focus: "result-count" } as const;

export function wantsResultCountFocus(state: unknown): boolean {
  return typeof state === "object" && state !== null && "focus" in state && state.focus === FOCUS_RESULT_COUNT.focus;
}
