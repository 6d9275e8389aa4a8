/**
 * What a control shows about its value: nothing yet ("idle"), a green "valid", or a red "invalid" with its
 * error. It is the control's `data-state`.
 */
export type FieldFeedback = "idle" | "valid" | "invalid";

/** What happened to the field: the user edited it, left it, the form was submitted or asked to revalidate, or reset. */
export type FeedbackEvent = "change" | "blur" | "submit" | "revalidate" | "reset";

/**
 * The §4.6 rules as a transition table. Leaving the field, submitting and revalidating judge the value and
 * show the verdict. While the user types, an error already shown follows the value (it updates, and clears
 * the moment the value is valid), but no new error appears before the user leaves the field: a green field
 * being edited goes quiet rather than red at the first keystroke.
 */
export function nextFeedback(current: FieldFeedback, event: FeedbackEvent, valueIsValid: boolean): FieldFeedback {
  const verdict: FieldFeedback = valueIsValid ? "valid" : "invalid";
  switch (event) {
    case "blur":
    case "submit":
    case "revalidate":
      return verdict;
    case "reset":
      return "idle";
    case "change":
      if (current === "invalid") return verdict;
      if (current === "valid") return valueIsValid ? "valid" : "idle";
      return "idle";
    default:
      return event satisfies never;
  }
}
