import { describe, expect, it } from "vitest";
import { isDigit, replaceSelection, typedCharacter, withoutSelection, type KeyPress } from "./text-entry";

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe("typedCharacter", () => {
  it.each<[string, KeyPress, string | undefined]>([
    ["a digit", press("7"), "7"],
    ["a letter", press("a"), "a"],
    ["a space", press(" "), " "],
    ["a decimal point", press("."), "."],
    ["a character outside the BMP", press("😀"), "😀"],
    ["Backspace", press("Backspace"), undefined],
    ["Delete", press("Delete"), undefined],
    ["Tab", press("Tab"), undefined],
    ["Enter", press("Enter"), undefined],
    ["ArrowLeft", press("ArrowLeft"), undefined],
    ["Home", press("Home"), undefined],
    ["Escape", press("Escape"), undefined],
    ["F5", press("F5"), undefined],
    ["Unidentified (Android)", press("Unidentified"), undefined],
    ["Ctrl+V", press("v", { ctrlKey: true }), undefined],
    ["Cmd+A", press("a", { metaKey: true }), undefined],
    ["Ctrl+Shift+Z", press("Z", { ctrlKey: true }), undefined],
    ["AltGr (Ctrl+Alt) typing @", press("@", { ctrlKey: true, altKey: true }), "@"],
    ["Option+2 typing ™ on a Mac", press("™", { altKey: true }), "™"],
  ])("%s → %j", (_, keyPress, expected) => {
    expect(typedCharacter(keyPress)).toBe(expected);
  });
});

describe("selection helpers", () => {
  it("removes the selected range", () => {
    expect(withoutSelection("123.45", { start: 3, end: 4 })).toBe("12345");
    expect(withoutSelection("123", { start: 1, end: 1 })).toBe("123");
  });

  it("replaces the selected range and puts the caret after the insertion", () => {
    expect(replaceSelection("1299", { start: 2, end: 4 }, "34")).toEqual({ text: "1234", caret: 4 });
    expect(replaceSelection("", { start: 0, end: 0 }, "5")).toEqual({ text: "5", caret: 1 });
  });

  it.each([
    ["0", true],
    ["9", true],
    ["a", false],
    ["٣", false],
    ["12", false],
  ])("isDigit(%j) → %s", (character, expected) => {
    expect(isDigit(character)).toBe(expected);
  });
});
