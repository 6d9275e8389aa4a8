import { describe, expect, it } from "vitest";
import {
  initialMobileMenuState,
  isBranchOpen,
  mobileMenuReducer,
  type MobileMenuAction,
  type MobileMenuState,
} from "./mobile-menu-state";

const run = (...actions: MobileMenuAction[]) => actions.reduce(mobileMenuReducer, initialMobileMenuState);
const entry = (level: 1 | 2 | 3, id: string): MobileMenuAction => ({ type: "toggle-entry", level, id });

describe("mobileMenuReducer", () => {
  it("opens and closes the panel with the toggle", () => {
    expect(run({ type: "toggle-menu" }).open).toBe(true);
    expect(run({ type: "toggle-menu" }, { type: "toggle-menu" }).open).toBe(false);
    expect(run({ type: "toggle-menu" }, { type: "close-menu" }).open).toBe(false);
  });

  it.each<[string, MobileMenuAction[], MobileMenuState["branches"]]>([
    ["opening a top-level entry", [entry(1, "personal")], ["personal", null, null]],
    ["toggling the open top-level entry closes it", [entry(1, "personal"), entry(1, "personal")], [null, null, null]],
    [
      "opening another top-level entry closes the first",
      [entry(1, "personal"), entry(1, "business")],
      ["business", null, null],
    ],
    [
      "opening a third-level entry",
      [entry(1, "personal"), entry(2, "vehicles"), entry(3, "private")],
      ["personal", "vehicles", "private"],
    ],
    [
      "one third-level branch at a time",
      [entry(1, "personal"), entry(2, "vehicles"), entry(3, "private"), entry(3, "balloon")],
      ["personal", "vehicles", "balloon"],
    ],
    [
      "toggling the open third-level entry closes it",
      [entry(1, "personal"), entry(2, "vehicles"), entry(3, "private"), entry(3, "private")],
      ["personal", "vehicles", null],
    ],
    [
      "opening a top level closes the third levels",
      [entry(1, "personal"), entry(2, "vehicles"), entry(3, "private"), entry(1, "business")],
      ["business", null, null],
    ],
    [
      "closing a top level closes the levels under it",
      [entry(1, "personal"), entry(2, "vehicles"), entry(1, "personal")],
      [null, null, null],
    ],
    [
      "changing the second level closes the third",
      [entry(1, "personal"), entry(2, "vehicles"), entry(3, "private"), entry(2, "guides")],
      ["personal", "guides", null],
    ],
  ])("%s", (_title, actions, branches) => {
    expect(run(...actions).branches).toEqual(branches);
  });

  it("keeps open branches when the panel closes and reopens", () => {
    const state = run({ type: "toggle-menu" }, entry(1, "personal"), { type: "close-menu" }, { type: "toggle-menu" });
    expect(isBranchOpen(state, 1, "personal")).toBe(true);
  });
});
