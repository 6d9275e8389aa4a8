import { Link } from "react-router";
import { APPLY_STEPS, type ApplyStepKey } from "~/lib/applications/application-steps";

/**
 * Where the applicant is: "Step 2 of 6: About you", and the six steps as links (those reached so far) with
 * the current one marked `aria-current="step"`. A phone shows the caption and the current step only.
 */
export function StepIndicator({
  current,
  reached,
  done,
}: {
  readonly current: ApplyStepKey;
  /** Steps the applicant may go to: those before the first one still missing answers, and that one. */
  readonly reached: readonly ApplyStepKey[];
  readonly done: readonly ApplyStepKey[];
}) {
  const index = APPLY_STEPS.findIndex((step) => step.key === current);
  return (
    <nav className="apply__steps" aria-label="Application steps">
      <p className="apply__steps-caption">
        Step {index + 1} of {APPLY_STEPS.length}
      </p>
      <ol>
        {APPLY_STEPS.map((step, position) => {
          const isCurrent = step.key === current;
          const state = done.includes(step.key) ? "done" : "open";
          return (
            <li key={step.key} data-current={isCurrent ? "" : undefined}>
              {isCurrent || !reached.includes(step.key) ? (
                <span aria-current={isCurrent ? "step" : undefined} data-state={state}>
                  {position + 1}. {step.title}
                  {state === "done" ? <span className="visually-hidden"> (done)</span> : null}
                </span>
              ) : (
                <Link to={step.path} data-state={state}>
                  {position + 1}. {step.title}
                  {state === "done" ? <span className="visually-hidden"> (done)</span> : null}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
