import { describe, expect, it } from "vitest";
import {
  initialLoginPanelState,
  loginPanelReducer,
  type LoginPanelAction,
  type LoginPanelState,
} from "./login-panel-state";

const closed = initialLoginPanelState;
const open = (active: LoginPanelState["active"] = "personal"): LoginPanelState => ({ open: true, active });

describe("loginPanelReducer", () => {
  it("starts closed on the personal tab", () => {
    expect(initialLoginPanelState).toEqual({ open: false, active: "personal" });
  });

  it.each<[string, LoginPanelState, LoginPanelAction, LoginPanelState]>([
    ["open shows the panel", closed, { type: "request", request: { requestType: "open" } }, open()],
    [
      "open with showId shows that tab",
      closed,
      { type: "request", request: { requestType: "open", showId: "partner" } },
      open("partner"),
    ],
    [
      "open while open switches to the named tab",
      open(),
      { type: "request", request: { requestType: "open", showId: "business" } },
      open("business"),
    ],
    [
      "close hides it and keeps the tab",
      open("business"),
      { type: "request", request: { requestType: "close" } },
      { open: false, active: "business" },
    ],
    ["close when closed changes nothing", closed, { type: "request", request: { requestType: "close" } }, closed],
    [
      "toggle opens a closed panel",
      closed,
      { type: "request", request: { requestType: "toggle", showId: "business" } },
      open("business"),
    ],
    [
      "toggle closes an open panel",
      open("partner"),
      { type: "request", request: { requestType: "toggle" } },
      { open: false, active: "partner" },
    ],
    ["choosing a tab makes it active", open(), { type: "select", panel: "partner" }, open("partner")],
    [
      "a primary-button click outside closes it",
      open(),
      { type: "outside-click", button: 0 },
      { open: false, active: "personal" },
    ],
    ["a secondary-button click outside does not", open(), { type: "outside-click", button: 2 }, open()],
    ["a middle-button click outside does not", open(), { type: "outside-click", button: 1 }, open()],
  ])("%s", (_title, state, action, expected) => {
    expect(loginPanelReducer(state, action)).toEqual(expected);
  });
});
