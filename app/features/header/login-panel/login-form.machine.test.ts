import { describe, expect, it, vi } from "vitest";
import {
  canTransition,
  initialLoginFormState,
  LOGIN_FORM_RULES,
  subtitleFor,
  toggle,
  transition,
  type LoginFormState,
} from "./login-form.machine";

const STATES: LoginFormState[] = ["STANDARD", "OTP", "OTP_SEND", "OTP_CHECK"];

describe("the transition table", () => {
  // Every ordered pair of states, with whether the move is allowed.
  it.each<[LoginFormState, LoginFormState, boolean]>([
    ["STANDARD", "OTP", true],
    ["STANDARD", "OTP_SEND", false],
    ["STANDARD", "OTP_CHECK", false],
    ["OTP", "STANDARD", true],
    ["OTP", "OTP_SEND", true],
    ["OTP", "OTP_CHECK", false],
    ["OTP_SEND", "STANDARD", true],
    ["OTP_SEND", "OTP", true],
    ["OTP_SEND", "OTP_CHECK", true],
    ["OTP_CHECK", "STANDARD", true],
    ["OTP_CHECK", "OTP", true],
    ["OTP_CHECK", "OTP_SEND", true],
  ])("%s → %s allowed: %s", (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it("needs both the target's allowed-from and the current state's allowed-to", () => {
    for (const from of STATES) {
      for (const to of STATES) {
        const both = LOGIN_FORM_RULES[to].allowedFrom.includes(from) && LOGIN_FORM_RULES[from].allowedTo.includes(to);
        expect(canTransition(from, to)).toBe(both);
      }
    }
  });
});

describe("transition", () => {
  it("moves when allowed, without a warning", () => {
    const warn = vi.fn();
    expect(transition("OTP", "OTP_SEND", warn)).toBe("OTP_SEND");
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns and stays when refused", () => {
    const warn = vi.fn();
    expect(transition("OTP", "OTP_CHECK", warn)).toBe("OTP");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("OTP to OTP_CHECK is not allowed"));
  });

  it("staying in the same state is not a move", () => {
    const warn = vi.fn();
    expect(transition("STANDARD", "STANDARD", warn)).toBe("STANDARD");
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("starting state, toggle and subtitle", () => {
  it("starts personal customers in OTP and the others in STANDARD", () => {
    expect(initialLoginFormState("personal")).toBe("OTP");
    expect(initialLoginFormState("business")).toBe("STANDARD");
    expect(initialLoginFormState("partner")).toBe("STANDARD");
  });

  it.each<[LoginFormState, LoginFormState]>([
    ["OTP", "STANDARD"],
    ["OTP_SEND", "STANDARD"],
    ["OTP_CHECK", "STANDARD"],
    ["STANDARD", "OTP"],
  ])("toggles %s to %s", (from, to) => {
    expect(toggle(from, vi.fn())).toBe(to);
  });

  it.each<[LoginFormState, string]>([
    ["OTP", "Enter your ID Number and we'll send you a One Time PIN (OTP)."],
    ["OTP_SEND", "Enter your ID Number and we'll send you a One Time PIN (OTP)."],
    ["OTP_CHECK", "Enter your ID Number and we'll send you a One Time PIN (OTP)."],
    ["STANDARD", "Enter your username and password to log in."],
  ])("%s shows the subtitle %s, word for word as §4.2 has it", (state, subtitle) => {
    expect(subtitleFor(state)).toBe(subtitle);
  });
});
