import { formatRand } from "~/lib/format/currency";

/**
 * What the total repayable adds up, in words, for the note under a calculator's figures: every instalment as
 * rounded to the cent, the last of them settling the balance to the cent (named when it differs from the
 * others), then whatever else is paid. The calculators' totals are those sums exactly (app/lib/finance).
 */
export function totalRepayableBasis({
  termMonths,
  monthlyInstalment,
  finalInstalment,
  extras = [],
}: {
  readonly termMonths: number;
  readonly monthlyInstalment: number;
  readonly finalInstalment: number;
  /** Further payments, e.g. "the balloon of R 105 000.00". */
  readonly extras?: readonly string[];
}): string {
  const last =
    finalInstalment === monthlyInstalment
      ? ""
      : `; the last, ${formatRand(finalInstalment)}, settles the balance to the cent`;
  const parts = [`${termMonths} instalments (each rounded to the cent${last})`, ...extras];
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `The total repayable is the sum of what you pay: ${listed}.`;
}
