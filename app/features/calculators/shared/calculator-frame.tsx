import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClassName } from "~/ui/button/button-style";
import type { CalculatedSummary } from "~/lib/finance/calculation-summary";
import { ApplyLink } from "./apply-link";
import { CallMeBackLink } from "./call-me-back-link";
import { CalculatorResult, FixInputsMessage, type Figure } from "./figure-list";
import "./calculator.css";

export interface CalculatorOutcome {
  readonly lead: Figure;
  /** What the lead figure has to cover, said right under it where its label alone would mislead. */
  readonly leadNote?: string;
  readonly figures: readonly Figure[];
  /** Cost of credit and total repayable, shown apart under the breakdown. */
  readonly totals?: readonly Figure[];
  readonly summary: CalculatedSummary;
  /**
   * What the visitor can do next, in place of "Call me back about these figures": for a budget with no
   * room for an instalment, help with the budget rather than an offer of finance.
   */
  readonly nextStep?: ReactNode;
}

/**
 * The frame every calculator shares: its inputs beside its result. `outcome` is undefined while an input
 * breaks a rule, and then no figure shows at all. The state shows in `data-state`.
 *
 * The inputs are a GET form to the page itself whose field names are the query's parameters, and the
 * server works the figures out from the query: without JavaScript, "Show my figures" loads the page
 * with the new figures (the other parameters of the address ride along in hidden fields, so the other
 * calculators of the page keep theirs). With JavaScript the figures follow every keystroke, so a submit
 * (Enter in a field) has nothing left to do, and the button is hidden where the browser runs scripts.
 */
export function CalculatorFrame({
  kind,
  label,
  inputs,
  outcome,
  query,
  carried,
  detail,
  note,
}: {
  readonly kind: "vehicle-instalment" | "affordability" | "personal-loan" | "budget";
  /** Accessible name of the calculator's form. */
  readonly label: string;
  readonly inputs: ReactNode;
  readonly outcome: CalculatorOutcome | undefined;
  readonly query: URLSearchParams;
  /** Parameters of the address that are not this calculator's, kept by a submit without JavaScript. */
  readonly carried: readonly (readonly [string, string])[];
  /** More of the result, in its box after the figures and the next step (the budget's chart and table). */
  readonly detail?: ReactNode;
  /** Small print about the result (assumptions, what the figures leave out). */
  readonly note?: ReactNode;
}) {
  return (
    <div className="calculator" data-calculator={kind} data-state={outcome ? "valid" : "invalid"}>
      <div className="calculator__layout">
        <Form
          method="get"
          // The page itself, without the query it was loaded with: a GET form's fields make the new query.
          action="."
          replace
          preventScrollReset
          className="calculator__inputs"
          aria-label={label}
          onSubmit={(event) => event.preventDefault()}
          noValidate
        >
          <p className="calculator__hint">
            The starting figures are an example, not an offer: change them to yours. A comma works as a decimal point.
          </p>
          {carried.map(([name, value], index) => (
            // The same parameter can appear twice in an address; its position tells the copies apart.
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          {inputs}
          <button type="submit" className={buttonClassName({ theme: "action" }, "calculator__submit")}>
            Show my figures
          </button>
        </Form>
        <div className="calculator__result">
          {outcome ? (
            <>
              <CalculatorResult
                lead={outcome.lead}
                leadNote={outcome.leadNote}
                figures={outcome.figures}
                totals={outcome.totals}
              />
              {outcome.nextStep ?? (
                <>
                  <CallMeBackLink summary={outcome.summary} query={query} />
                  <ApplyLink summary={outcome.summary} />
                </>
              )}
              {detail}
            </>
          ) : (
            <FixInputsMessage />
          )}
        </div>
        {/* After the result in reading order; beside it, under the inputs, where the two halves sit side by side. */}
        {note && <div className="calculator__note">{note}</div>}
      </div>
    </div>
  );
}
