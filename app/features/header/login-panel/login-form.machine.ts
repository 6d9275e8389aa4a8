/**
 * The login form state machine of §4.2. The visible login panel hands off to the external self-service
 * pages and does not use these forms; the machine is kept (and tested) for the forms that will.
 *
 * A transition is allowed only when the target state accepts the current one (allowedFrom) and the
 * current state may leave for the target (allowedTo). Anything else warns and stays put.
 */
export type LoginFormState = "STANDARD" | "OTP" | "OTP_SEND" | "OTP_CHECK";

export type LoginType = "personal" | "business" | "partner";

interface StateRule {
  readonly allowedFrom: readonly LoginFormState[];
  readonly allowedTo: readonly LoginFormState[];
}

export const LOGIN_FORM_RULES: Readonly<Record<LoginFormState, StateRule>> = {
  // Username and password.
  STANDARD: { allowedFrom: ["OTP", "OTP_SEND", "OTP_CHECK"], allowedTo: ["OTP"] },
  // ID number, before a PIN is sent.
  OTP: { allowedFrom: ["STANDARD", "OTP_SEND", "OTP_CHECK"], allowedTo: ["STANDARD", "OTP_SEND"] },
  // Sending the PIN.
  OTP_SEND: { allowedFrom: ["OTP", "OTP_CHECK"], allowedTo: ["OTP", "OTP_CHECK", "STANDARD"] },
  // Checking the PIN the customer typed; a resend goes back through OTP_SEND.
  OTP_CHECK: { allowedFrom: ["OTP_SEND"], allowedTo: ["OTP_SEND", "OTP", "STANDARD"] },
};

export const OTP_SUBTITLE = "Enter your ID Number and we'll send you a One Time PIN (OTP).";
export const STANDARD_SUBTITLE = "Enter your username and password to log in.";

/** Personal customers start with the one-time PIN; business and partner users with username and password. */
export function initialLoginFormState(type: LoginType): LoginFormState {
  return type === "personal" ? "OTP" : "STANDARD";
}

export function isOtpFamily(state: LoginFormState): boolean {
  return state !== "STANDARD";
}

export function canTransition(from: LoginFormState, to: LoginFormState): boolean {
  return LOGIN_FORM_RULES[to].allowedFrom.includes(from) && LOGIN_FORM_RULES[from].allowedTo.includes(to);
}

export type Warn = (message: string) => void;

/** The state after asking to move to `to`: `to` when the rules allow it, otherwise `from` (with a warning). */
export function transition(from: LoginFormState, to: LoginFormState, warn: Warn = console.warn): LoginFormState {
  if (from === to) return from;
  if (canTransition(from, to)) return to;
  warn(`Login form: the move from ${from} to ${to} is not allowed; staying in ${from}.`);
  return from;
}

/** The toggle between the one-time-PIN family and username/password. */
export function toggle(from: LoginFormState, warn: Warn = console.warn): LoginFormState {
  return transition(from, isOtpFamily(from) ? "STANDARD" : "OTP", warn);
}

export function subtitleFor(state: LoginFormState): string {
  return isOtpFamily(state) ? OTP_SUBTITLE : STANDARD_SUBTITLE;
}
