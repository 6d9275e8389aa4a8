/** §3: list type (nl default, ul, ol) and marker style (dot default, chevron, bigdot). */
export type ListType = "nl" | "ul" | "ol";
export type ListStyleType = "dot" | "chevron" | "bigdot";

export interface ListSemantics {
  readonly element: "ul" | "ol";
  /** First number of an ordered list; only ordered lists have one. */
  readonly start: number | undefined;
  /** The marker drawn: the site's own (dot, chevron, bigdot), the browser's bullet, or numbers. */
  readonly marker: ListStyleType | "bullet" | "number";
}

/**
 * What a list renders as. `nl` is the site's own list: unordered, with the chosen marker. `ul` keeps the
 * browser's bullets and `ol` numbers from `start` (default 1); the marker style applies only to `nl`.
 */
export function listSemantics(type: ListType = "nl", start = 1, styleType: ListStyleType = "dot"): ListSemantics {
  switch (type) {
    case "nl":
      return { element: "ul", start: undefined, marker: styleType };
    case "ul":
      return { element: "ul", start: undefined, marker: "bullet" };
    case "ol":
      return { element: "ol", start, marker: "number" };
    default:
      return type satisfies never;
  }
}
