import type { AffordabilityCheckResult } from "~/lib/finance/affordability-check";
import { formatRand } from "~/lib/format/currency";

/**
 * The indicative affordability of an applicant's own figures (regulation 23A's minimum expense norms):
 * what the budget leaves each month and whether the calculator's instalment fits in it. Always worded as an
 * estimate: never an approval, a credit limit or a quotation.
 */
export function AffordabilityFigures({
  figures,
  income,
  debtRepayments,
  instalment,
}: {
  readonly figures: AffordabilityCheckResult;
  readonly income: { readonly gross: number; readonly net: number };
  readonly debtRepayments: number;
  /** The calculator's instalment, if the applicant came from one. */
  readonly instalment: number | undefined;
}) {
  const room = figures.largestAffordableInstalment;
  return (
    <>
      <div className="apply-panel">
        <h2>
          {room > 0 ? (
            <>
              About <span className="apply-nowrap">{formatRand(room)}</span> a month
            </>
          ) : (
            "No room for an instalment"
          )}
        </h2>
        <p>
          {room > 0
            ? `By your own figures, your budget leaves about ${formatRand(room)} a month for an instalment (an estimate).`
            : "By your own figures, your income does not leave room for an instalment after your expenses and debt repayments (an estimate)."}
        </p>
        {instalment !== undefined && instalment > 0 ? (
          <p>
            The instalment you worked out, {formatRand(instalment)} a month, is{" "}
            <strong>{figures.affordable ? "indicatively affordable" : "not indicatively affordable"}</strong> by these
            figures.
          </p>
        ) : null}
      </div>
      <h2>How this estimate is worked out</h2>
      <dl className="apply-figures">
        <dt>Net monthly income</dt>
        <dd>{formatRand(income.net)}</dd>
        <dt>
          Necessary expenses: the larger of your living expenses and the minimum for a gross income of{" "}
          {formatRand(income.gross)} ({formatRand(figures.minimumExpenseNorm)})
        </dt>
        <dd>− {formatRand(figures.necessaryExpenses)}</dd>
        <dt>Monthly debt repayments</dt>
        <dd>− {formatRand(debtRepayments)}</dd>
        <dt>
          <strong>Left each month</strong>
        </dt>
        <dd>
          <strong>{formatRand(figures.discretionaryIncome)}</strong>
        </dd>
      </dl>
      <p>
        The minimum is the minimum expense norm of the National Credit Regulations (regulation 23A) for your gross
        income. This is an estimate from the figures you typed. It is not a credit decision, not an approval and not a
        quotation: the credit provider assesses your application itself, with your verified income and your credit
        record, and if it is approved a consultant sends you a quotation.
      </p>
    </>
  );
}
