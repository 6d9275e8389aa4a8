import { describe, expect, it } from "vitest";
import { listSemantics, type ListSemantics } from "./list-style";

describe("listSemantics (§3)", () => {
  const cases: readonly [Parameters<typeof listSemantics>, ListSemantics][] = [
    [[], { element: "ul", start: undefined, marker: "dot" }],
    [["nl", 1, "chevron"], { element: "ul", start: undefined, marker: "chevron" }],
    [["nl", 1, "bigdot"], { element: "ul", start: undefined, marker: "bigdot" }],
    [["ul", 1, "chevron"], { element: "ul", start: undefined, marker: "bullet" }],
    [["ol"], { element: "ol", start: 1, marker: "number" }],
    [["ol", 4, "dot"], { element: "ol", start: 4, marker: "number" }],
  ];
  it.each(cases)("%j renders as %j", (args, expected) => {
    expect(listSemantics(...args)).toEqual(expected);
  });
});
