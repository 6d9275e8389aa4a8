import { SpecList } from "~/ui/spec-list/spec-list";

export interface Figure {
  /** Stable name for tests and styling, e.g. "monthly-instalment". */
  readonly name: string;
  readonly label: string;
  /** The formatted figure, e.g. "R 1 913.25". */
  readonly value: string;
}

/**
 * A calculator's results: the figure it leads with, large, then the others as a spec list. The region is
 * polite and atomic so a screen reader hears the new result once typing pauses, not every figure.
 */
export function CalculatorResult({ lead, figures }: { readonly lead: Figure; readonly figures: readonly Figure[] }) {
  return (
    <>
      <p className="calculator__lead" aria-live="polite" aria-atomic="true">
        <span className="calculator__lead-label">{lead.label}</span>
        <span className="calculator__lead-value" data-figure={lead.name}>
          {lead.value}
        </span>
      </p>
      <SpecList
        className="calculator__figures"
        items={figures.map((figure) => ({
          label: figure.label,
          value: <span data-figure={figure.name}>{figure.value}</span>,
        }))}
      />
    </>
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
