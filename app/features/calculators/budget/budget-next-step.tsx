import { Link } from "react-router";
import { sitePages } from "~/content/site-pages";
import type { BudgetResult } from "~/lib/finance/budget";
import { REGULATOR_WEBSITES } from "~/content/regulators";
import { Rand } from "../shared/figure-list";

/** The National Credit Regulator's website, where registered debt counsellors are listed. */
export const NCR_WEBSITE = REGULATOR_WEBSITES.ncr;

/**
 * What the budgeting tool offers when the budget has no room for a vehicle instalment: a plain statement
 * of the gap, ways to close it and where to get help with debt, instead of an offer to talk about finance.
 */
export function BudgetNextStep({ result }: { readonly result: BudgetResult }) {
  const short = result.shortfall > 0;
  return (
    <div className="calculator__next-step" data-next-step={short ? "shortfall" : "no-room"}>
      <p>
        <strong>
          {short ? (
            <>
              You are <Rand amount={result.shortfall} /> short each month.
            </>
          ) : (
            "Your income covers your expenses, but leaves less than the amount we suggest keeping aside."
          )}
        </strong>{" "}
        {short
          ? "Your expenses are more than your income, so this is not the time to take on new credit."
          : "There is no room for a vehicle instalment yet."}
      </p>
      <ul>
        <li>
          Start with your largest expenses above: groceries, transport, phone, internet and entertainment often have
          room to cut.
        </li>
        <li>
          Talk to the people you owe before you miss a payment: a payment arrangement can lower an instalment for a
          while.{" "}
          <Link to={`/${sitePages.arrearsPayments.path}#payment-arrangement`}>How payment arrangements work</Link>
        </li>
        <li>
          If your debts take more than you can pay, a registered debt counsellor can restructure them through debt
          review.{" "}
          <a href={NCR_WEBSITE} target="_blank" rel="noopener noreferrer">
            Find a registered debt counsellor at the National Credit Regulator
            <span className="visually-hidden"> (opens in a new window)</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
