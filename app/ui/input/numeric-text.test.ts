import { describe, expect, it } from "vitest";
import type { KeyPress, TextSelection } from "~/ui/form/text-entry";
import { filterNumericText, numericKeyAllowed, pasteNumericText } from "./numeric-text";

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});
const caret = (at: number): TextSelection => ({ start: at, end: at });

describe("numericKeyAllowed (§5)", () => {
  it.each<[string, KeyPress, string, TextSelection, boolean]>([
    ["a digit", press("5"), "12", caret(2), true],
    ["zero", press("0"), "", caret(0), true],
    ["a point when there is none", press("."), "12", caret(2), true],
    ["a second point", press("."), "1.2", caret(3), false],
    ["a point replacing the selected point", press("."), "1.2", { start: 1, end: 2 }, true],
    ["a letter", press("a"), "12", caret(2), false],
    ["a space", press(" "), "12", caret(2), false],
    ["a minus sign", press("-"), "12", caret(2), false],
    ["a plus sign", press("+"), "", caret(0), false],
    ["a comma", press(","), "12", caret(2), false],
    ["e (exponent)", press("e"), "12", caret(2), false],
    ["Tab", press("Tab"), "12", caret(2), true],
    ["ArrowLeft", press("ArrowLeft"), "12", caret(2), true],
    ["ArrowRight", press("ArrowRight"), "12", caret(2), true],
    ["Enter", press("Enter"), "12", caret(2), true],
    ["Backspace", press("Backspace"), "12", caret(2), true],
    ["Delete", press("Delete"), "12", caret(2), true],
    ["Ctrl+A", press("a", { ctrlKey: true }), "12", caret(2), true],
    ["Ctrl+C", press("c", { ctrlKey: true }), "12", caret(2), true],
    ["Cmd+V", press("v", { metaKey: true }), "12", caret(2), true],
    ["Ctrl+X", press("x", { ctrlKey: true }), "12", caret(2), true],
    ["Cmd+Z", press("z", { metaKey: true }), "12", caret(2), true],
    ["AltGr typing a letter", press("q", { ctrlKey: true, altKey: true }), "12", caret(2), false],
  ])("%s → %s", (_, keyPress, text, selection, allowed) => {
    expect(numericKeyAllowed(keyPress, text, selection)).toBe(allowed);
  });
});

describe("filterNumericText", () => {
  it.each([
    ["0825551234", true, "0825551234"],
    ["082 555 1234", true, "0825551234"],
    ["R 1 234.50", true, "1234.50"],
    ["1.2.3", true, "1.23"],
    ["1.2.3", false, "123"],
    ["abc", true, ""],
    ["+27 (82) 555-1234", true, "27825551234"],
  ])("%j (point allowed: %s) → %j", (text, allowPoint, expected) => {
    expect(filterNumericText(text, allowPoint)).toBe(expected);
  });
});

describe("pasteNumericText", () => {
  it("inserts only the digits at the caret", () => {
    expect(pasteNumericText("08", caret(2), "2-555 1234")).toEqual({ text: "0825551234", caret: 10 });
  });

  it("replaces the selection", () => {
    expect(pasteNumericText("1299", { start: 2, end: 4 }, "3a4")).toEqual({ text: "1234", caret: 4 });
  });

  it("drops a pasted point when the field already has one", () => {
    expect(pasteNumericText("12.5", caret(4), "0.75")).toEqual({ text: "12.5075", caret: 7 });
  });

  it("keeps a pasted point when the field has none", () => {
    expect(pasteNumericText("", caret(0), "R 1 200.50")).toEqual({ text: "1200.50", caret: 7 });
  });
});
