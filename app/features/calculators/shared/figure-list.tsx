import { FIGURE_KINDS, type CalculatedSummary, type FigureLabel } from "~/lib/finance/calculation-summary";
import { formatRand } from "~/lib/format/currency";
import { formatFigure } from "~/lib/format/figure";
import { SpecList } from "~/ui/spec-list/spec-list";

export interface Figure {
  /** Stable name for tests and styling, e.g. "monthly-instalment". */
  readonly name: string;
  readonly label: string;
  /** The formatted figure, e.g. "R 1 913.25". */
  readonly value: string;
}

/** A figure as a calculator works it out: its label (which says what kind of value it is) and its number. */
export interface CalculatedFigure {
  readonly name: string;
  readonly label: FigureLabel;
  readonly amount: number;
}

/** A calculated figure written out with the format function for its kind (the call-me-back form uses the same). */
export function shownFigure(figure: CalculatedFigure): Figure {
  return { name: figure.name, label: figure.label, value: formatFigure(FIGURE_KINDS[figure.label], figure.amount) };
}

/** The summary a calculator hands the call-me-back form: the same labels and numbers it shows. */
export function calculationSummary(
  calculator: CalculatedSummary["calculator"],
  figures: readonly CalculatedFigure[],
): CalculatedSummary {
  return { calculator, figures: Object.fromEntries(figures.map((figure) => [figure.label, figure.amount])) };
}

/**
 * A calculator's results: the figure it leads with, large; the breakdown; then the two totals the
 * National Credit Act asks to be stated (cost of credit, total repayable), set apart by a rule. The lead is a polite, atomic
 * live region, so a screen reader hears the new result once typing pauses, not every figure.
 */
export function CalculatorResult({
  lead,
  leadNote,
  figures,
  totals = [],
}: {
  readonly lead: Figure;
  readonly leadNote?: string;
  readonly figures: readonly Figure[];
  readonly totals?: readonly Figure[];
}) {
  const items = (list: readonly Figure[]) =>
    list.map((figure) => ({
      label: figure.label,
      value: <span data-figure={figure.name}>{figure.value}</span>,
    }));
  return (
    <>
      <p className="calculator__lead" aria-live="polite" aria-atomic="true">
        <span className="calculator__lead-label">{lead.label}</span>
        <span className="calculator__lead-value" data-figure={lead.name}>
          {lead.value}
        </span>
      </p>
      {leadNote && <p className="calculator__lead-note">{leadNote}</p>}
      <SpecList
        className={totals.length > 0 ? "calculator__figures calculator__figures--with-totals" : "calculator__figures"}
        items={items([...figures, ...totals])}
      />
    </>
  );
}

/** A rand amount in running text, kept on one line ("R 1 207.50" never breaks after the R). */
export function Rand({ amount, figure }: { readonly amount: number; readonly figure?: string }) {
  return (
    <span className="calculator__nowrap" data-figure={figure}>
      {formatRand(amount)}
    </span>
  );
}

/** What shows in place of the figures while an input breaks a rule. */
export function FixInputsMessage() {
  return (
    <p className="calculator__fix" role="status">
      Correct the highlighted fields to see your figures.
    </p>
  );
}
