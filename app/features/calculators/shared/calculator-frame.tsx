import type { ReactNode } from "react";
import type { CalculationSummary } from "~/lib/finance/calculation-summary";
import { CallMeBackLink } from "./call-me-back-link";
import { CalculatorResult, FixInputsMessage, type Figure } from "./figure-list";
import "./calculator.css";

export interface CalculatorOutcome {
  readonly lead: Figure;
  readonly figures: readonly Figure[];
  /** Cost of credit and total repayable, shown apart under the breakdown. */
  readonly totals?: readonly Figure[];
  readonly summary: CalculationSummary;
  /**
   * What the visitor can do next, in place of "Call me back about these figures": for a budget with no
   * room for an instalment, help with the budget rather than an offer of finance.
   */
  readonly nextStep?: ReactNode;
}

/**
 * The frame every calculator shares: its inputs beside its result. `outcome` is undefined while an input
 * breaks a rule, and then no figure shows at all. The state shows in `data-state`.
 */
export function CalculatorFrame({
  kind,
  label,
  inputs,
  outcome,
  query,
  note,
}: {
  readonly kind: "vehicle-instalment" | "affordability" | "personal-loan" | "budget";
  /** Accessible name of the calculator's form. */
  readonly label: string;
  readonly inputs: ReactNode;
  readonly outcome: CalculatorOutcome | undefined;
  readonly query: URLSearchParams;
  /** Small print under the result (assumptions, what the figures leave out). */
  readonly note?: ReactNode;
}) {
  return (
    <div className="calculator" data-calculator={kind} data-state={outcome ? "valid" : "invalid"}>
      <form className="calculator__inputs" aria-label={label} onSubmit={(event) => event.preventDefault()} noValidate>
        <p className="calculator__hint">
          The starting figures are an example, not an offer: change them to yours. A comma works as a decimal point.
        </p>
        {inputs}
      </form>
      <div className="calculator__result">
        {outcome ? (
          <>
            <CalculatorResult lead={outcome.lead} figures={outcome.figures} totals={outcome.totals} />
            {outcome.nextStep ?? <CallMeBackLink summary={outcome.summary} query={query} />}
          </>
        ) : (
          <FixInputsMessage />
        )}
        {note && <div className="calculator__note">{note}</div>}
      </div>
    </div>
  );
}
