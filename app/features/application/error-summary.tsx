import { useEffect, useRef, type MouseEvent } from "react";

export interface SummaryError {
  /** The id of the control to go to. */
  readonly target: string;
  readonly message: string;
}

/**
 * The GOV.UK error summary: at the top of the page, a list of links to each field in error. It takes the
 * focus when it appears, so a screen reader reads it first; the static page a post without JavaScript
 * answers has it focused by `autofocus`. A link moves the focus into its field (and scrolls to its label).
 */
export function ErrorSummary({
  errors,
  focusKey,
}: {
  readonly errors: readonly SummaryError[];
  readonly focusKey?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
    // Focused again for each submit that leaves errors (focusKey changes), not for each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errors' length matters only with a new submit
  }, [focusKey]);
  if (errors.length === 0) return null;
  const goTo = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    const control = document.getElementById(target);
    if (!control) return;
    event.preventDefault();
    control.closest(".apply-field")?.scrollIntoView({ block: "start" });
    control.focus({ preventScroll: true });
  };
  return (
    <div
      className="apply-error-summary"
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="apply-error-summary-title"
      // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK's pattern: the summary is where the visitor must start
      autoFocus
    >
      <h2 id="apply-error-summary-title">There is a problem</h2>
      <ul>
        {errors.map((error) => (
          <li key={error.target}>
            <a href={`#${error.target}`} onClick={(event) => goTo(event, error.target)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
