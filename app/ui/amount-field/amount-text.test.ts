import { describe, expect, it } from "vitest";
import type { KeyPress, TextSelection } from "~/ui/form/text-entry";
import {
  amountKeyAllowed,
  amountText,
  groupAmountAsTyped,
  parseAmount,
  pasteAmountText,
  sanitiseAmountText,
} from "./amount-text";

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});
const caret = (at: number): TextSelection => ({ start: at, end: at });

describe("amountKeyAllowed (§5)", () => {
  it.each<[string, KeyPress, string, TextSelection, boolean]>([
    ["a digit", press("4"), "12", caret(2), true],
    ["the tenth digit", press("0"), "123456789", caret(9), true],
    ["an eleventh digit", press("1"), "1234567890", caret(10), false],
    ["an eleventh digit at the start", press("1"), "1234567890", caret(0), false],
    ["a digit replacing a selected digit of ten", press("1"), "1234567890", { start: 0, end: 1 }, true],
    ["a decimal point", press("."), "12", caret(2), false],
    ["a letter", press("k"), "12", caret(2), false],
    ["a space", press(" "), "12", caret(2), false],
    ["a minus sign", press("-"), "", caret(0), false],
    ["Tab", press("Tab"), "1234567890", caret(10), true],
    ["ArrowLeft", press("ArrowLeft"), "1234567890", caret(10), true],
    ["ArrowRight", press("ArrowRight"), "1234567890", caret(3), true],
    ["Backspace", press("Backspace"), "1234567890", caret(10), true],
    ["Ctrl+C", press("c", { ctrlKey: true }), "12", caret(2), true],
    ["Cmd+V", press("v", { metaKey: true }), "12", caret(2), true],
    ["Ctrl+X", press("x", { ctrlKey: true }), "12", caret(2), true],
  ])("%s → %s", (_, keyPress, text, selection, allowed) => {
    expect(amountKeyAllowed(keyPress, text, selection)).toBe(allowed);
  });
});

describe("pasteAmountText", () => {
  it.each<[string, TextSelection, string, { text: string; caret: number }]>([
    ["", caret(0), "R 25 000", { text: "25000", caret: 5 }],
    ["12", caret(2), "345abc", { text: "12345", caret: 5 }],
    ["12345678", caret(8), "9999", { text: "1234567899", caret: 10 }],
    ["1234567890", caret(10), "5", { text: "1234567890", caret: 10 }],
    ["1234567890", { start: 0, end: 10 }, "42", { text: "42", caret: 2 }],
  ])("pasting into %j at %o the text %j gives %o", (text, selection, pasted, expected) => {
    expect(pasteAmountText(text, selection, pasted)).toEqual(expected);
  });
});

describe("amount values", () => {
  it.each([
    ["", null],
    ["  ", null],
    ["0", 0],
    ["25000", 25000],
    [" 42 ", 42],
    ["0007", 7],
    ["9999999999", 9999999999],
    ["425 000", 425000],
  ])("%j emits %j", (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each([
    ["12a34", "1234"],
    ["123456789012", "1234567890"],
    ["R 5 000", "5000"],
  ])("cleans %j to %j", (text, expected) => {
    expect(sanitiseAmountText(text)).toBe(expected);
  });

  it.each([
    [null, ""],
    [0, "0"],
    [25000, "25 000"],
    [1234567890, "1 234 567 890"],
  ])("shows %j as %j", (value, text) => {
    expect(amountText(value)).toBe(text);
  });
});

describe("groupAmountAsTyped", () => {
  it.each<[string, string, number, boolean, string, string, number]>([
    ["groups thousands as they are typed", "425000", 6, false, "425 000", "425000", 7],
    ["regroups when a digit is added", "425 0001", 9, false, "4 250 001", "4250001", 9],
    ["keeps the caret after the digit typed in the middle", "42 5000", 2, false, "425 000", "425000", 2],
    ["keeps the caret after a digit deleted in the middle", "4 25000", 1, false, "425 000", "425000", 1],
    ["refuses letters and a minus sign", "-4a2b5", 6, false, "425", "425", 3],
    ["refuses a decimal mark in whole rands", "12.5", 4, false, "125", "125", 3],
    ["keeps one decimal mark where cents are allowed", "425000,5", 8, true, "425 000,5", "425000,5", 9],
    ["refuses a second decimal mark", "1.2.3", 5, true, "1.23", "1.23", 4],
    ["leaves an empty field empty", "abc", 3, false, "", "", 0],
  ])("%s", (_title, typed, caret, decimals, text, value, at) => {
    expect(groupAmountAsTyped(typed, caret, { decimals })).toEqual({ text, value, caret: at });
  });
});
