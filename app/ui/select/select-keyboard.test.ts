import { describe, expect, it } from "vitest";
import type { KeyPress } from "~/ui/form/text-entry";
import { movedIndex, selectActionForKey, typeaheadIndex, type SelectAction } from "./select-keyboard";

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe("selectActionForKey (APG select-only combobox)", () => {
  it.each<[string, KeyPress, SelectAction | undefined]>([
    ["Down opens", press("ArrowDown"), { type: "open" }],
    ["Alt+Down opens", press("ArrowDown", { altKey: true }), { type: "open" }],
    ["Enter opens", press("Enter"), { type: "open" }],
    ["Space opens", press(" "), { type: "open" }],
    ["Up opens on the first option", press("ArrowUp"), { type: "open", move: "first" }],
    ["Home opens on the first option", press("Home"), { type: "open", move: "first" }],
    ["End opens on the last option", press("End"), { type: "open", move: "last" }],
    ["a letter opens and searches", press("u"), { type: "type", character: "u" }],
    ["Tab is left to the browser", press("Tab"), undefined],
    ["Escape does nothing", press("Escape"), undefined],
    ["Ctrl+C is left alone", press("c", { ctrlKey: true }), undefined],
  ])("closed: %s", (_, keyPress, expected) => {
    expect(selectActionForKey(keyPress, false)).toEqual(expected);
  });

  it.each<[string, KeyPress, SelectAction | undefined]>([
    ["Down moves to the next option", press("ArrowDown"), { type: "move", to: "next" }],
    ["Up moves to the previous option", press("ArrowUp"), { type: "move", to: "previous" }],
    ["Home moves to the first", press("Home"), { type: "move", to: "first" }],
    ["End moves to the last", press("End"), { type: "move", to: "last" }],
    ["PageUp jumps up", press("PageUp"), { type: "move", to: "pageUp" }],
    ["PageDown jumps down", press("PageDown"), { type: "move", to: "pageDown" }],
    ["Enter chooses", press("Enter"), { type: "choose" }],
    ["Space chooses", press(" "), { type: "choose" }],
    ["Alt+Up chooses", press("ArrowUp", { altKey: true }), { type: "choose" }],
    ["Tab chooses and moves on", press("Tab"), { type: "chooseAndLeave" }],
    ["Escape closes", press("Escape"), { type: "close" }],
    ["a letter searches", press("D"), { type: "type", character: "D" }],
    ["Cmd+A is left alone", press("a", { metaKey: true }), undefined],
  ])("open: %s", (_, keyPress, expected) => {
    expect(selectActionForKey(keyPress, true)).toEqual(expected);
  });
});

describe("movedIndex", () => {
  it.each<[number, Parameters<typeof movedIndex>[1], number, number]>([
    [0, "next", 5, 1],
    [4, "next", 5, 4],
    [0, "previous", 5, 0],
    [3, "previous", 5, 2],
    [3, "first", 5, 0],
    [1, "last", 5, 4],
    [15, "pageUp", 30, 5],
    [5, "pageUp", 30, 0],
    [15, "pageDown", 30, 25],
    [25, "pageDown", 30, 29],
  ])("from %i, %s among %i → %i", (current, to, count, expected) => {
    expect(movedIndex(current, to, count)).toBe(expected);
  });
});

describe("typeaheadIndex", () => {
  const labels = ["New vehicle", "Used vehicle", "Demo vehicle", "Nearly new vehicle", "Motorcycle"];
  it.each<[string, number, number | undefined]>([
    ["u", 0, 1],
    ["U", 0, 1],
    ["n", 0, 3],
    ["n", 3, 0],
    ["nn", 0, 3],
    ["ne", 0, 0],
    ["nea", 0, 3],
    ["m", -1, 4],
    ["x", 0, undefined],
    ["", 0, undefined],
  ])("%j from option %i → %s", (search, active, expected) => {
    expect(typeaheadIndex(labels, search, active)).toBe(expected);
  });
});
