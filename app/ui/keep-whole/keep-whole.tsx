import "./keep-whole.css";

/** A word joined by hyphens ("Mercedes-Benz", "A-Class"), for `KeepWhole`'s pattern. */
export const HYPHENATED_WORD = /(\S+-\S+)/;

/**
 * A figure in a sentence, as the site writes them: a rand amount ("R 1 207.50", "R 400 000"; one written
 * without the space too), a rate ("24.00%"), a number with its unit of time ("72 months", "5 business
 * days"), a time range ("08:00–12:00") or a date ("25 November 2026"). Without a capturing group, to be
 * combined with other patterns; `FIGURE` is the one to give `KeepWhole`.
 */
export const FIGURE_SOURCE = String.raw`\bR ?\d{1,3}(?: \d{3})*(?:\.\d{2})?\b|\d+\.\d{2}%|\b\d+ (?:months?|years?|(?:business )?days?)\b|\b\d{2}:\d{2}–\d{2}:\d{2}\b|\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b`;
export const FIGURE = new RegExp(`(${FIGURE_SOURCE})`);

/**
 * Text with the parts a pattern matches kept on one line ("08:00–17:00", "(17:00 to 19:00)"): a line may
 * break between words, never inside one of them. The pattern holds one capturing group around such a part.
 * `unlessTooLong` lets a part wider than the whole line still wrap inside itself (at its hyphen, say) rather
 * than stick out of its box: for names that can be long, such as a car's make and model in a narrow card.
 */
export function KeepWhole({
  text,
  pattern,
  unlessTooLong = false,
}: {
  readonly text: string;
  readonly pattern: RegExp;
  readonly unlessTooLong?: boolean;
}) {
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={unlessTooLong ? "keep-whole keep-whole--unless-too-long" : "keep-whole"}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
