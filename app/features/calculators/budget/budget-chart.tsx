import { formatRand } from "~/lib/format/currency";
import { formatPercentage } from "~/lib/format/percentage";
import type { BudgetResult } from "~/lib/finance/budget";
import { EXPENSE_LABELS } from "./budget-labels";

/** Each row: its label on one line, its bar under it (pixels; the bars' widths are percentages of the chart). */
const ROW_HEIGHT = 46;
const LABEL_BASELINE = 16;
const BAR_TOP = 22;
const BAR_HEIGHT = 16;

interface Row {
  readonly label: string;
  readonly amount: number;
  readonly share: number;
  readonly tone: "expense" | "left" | "short";
}

/**
 * The rows the chart and its table show: each expense with an amount, then what is left over, or, when
 * expenses are more than income, by how much the income falls short.
 */
export function budgetRows(result: BudgetResult): Row[] {
  const rows: Row[] = result.expenseShares
    .filter((entry) => entry.amount > 0)
    .map((entry) => ({
      label: EXPENSE_LABELS[entry.category],
      amount: entry.amount,
      share: entry.share,
      tone: "expense",
    }));
  const shareOfIncome = (amount: number) => (result.totalIncome > 0 ? amount / result.totalIncome : 0);
  if (result.shortfall > 0) {
    rows.push({ label: "Short by", amount: result.shortfall, share: shareOfIncome(result.shortfall), tone: "short" });
  } else {
    const left = result.disposableIncome;
    rows.push({ label: "Left over", amount: left, share: shareOfIncome(left), tone: "left" });
  }
  return rows;
}

/**
 * Where the income goes, as bars of each category's share of income. The picture is decorative for
 * assistive technology (aria-hidden); the table under it carries the same figures for everyone.
 */
export function BudgetChart({ result }: { readonly result: BudgetResult }) {
  const rows = budgetRows(result);
  const largest = Math.max(...rows.map((row) => row.share), 0.0001);
  const height = rows.length * ROW_HEIGHT;
  return (
    <figure className="budget-chart">
      <figcaption className="budget-chart__caption">Where your income goes each month</figcaption>
      {/* No viewBox: text keeps its size at every width while the bars' percentage widths follow the chart's. */}
      <svg
        className="budget-chart__svg"
        width="100%"
        height={height}
        style={{ height }}
        aria-hidden="true"
        focusable="false"
      >
        {rows.map((row, index) => {
          const top = index * ROW_HEIGHT;
          const width = row.amount > 0 ? Math.max((row.share / largest) * 100, 0.5) : 0;
          return (
            <g key={row.label} data-tone={row.tone}>
              <text x={0} y={top + LABEL_BASELINE} className="budget-chart__label">
                {row.label} · {formatPercentage(row.share * 100, { fractionDigits: 1 })}
              </text>
              <rect x={0} y={top + BAR_TOP} width={`${width}%`} height={BAR_HEIGHT} rx={3} />
            </g>
          );
        })}
      </svg>
      <table className="budget-chart__table">
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Amount a month</th>
            <th scope="col">Share of income</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} data-tone={row.tone}>
              <th scope="row">
                <span className="budget-chart__swatch" data-tone={row.tone} aria-hidden="true" />
                {row.label}
              </th>
              <td>{formatRand(row.amount)}</td>
              <td>{formatPercentage(row.share * 100, { fractionDigits: 1 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
