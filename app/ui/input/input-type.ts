import type { HTMLInputTypeAttribute } from "react";

/** §5: the types an input accepts. */
export const INPUT_TYPES = ["email", "number", "password", "price", "search", "tel", "text", "url", "otp"] as const;

export type InputType = (typeof INPUT_TYPES)[number];

const isInputType = (type: string): type is InputType => (INPUT_TYPES as readonly string[]).includes(type);

/** Reads a type case-insensitively ("Email" is email); anything else is a developer's mistake and throws. */
export function parseInputType(type: string): InputType {
  const lower = type.toLowerCase();
  if (isInputType(lower)) return lower;
  throw new Error(`Invalid input type "${type}". Expected one of: ${INPUT_TYPES.join(", ")}`);
}

/** §5: these types take digits and one decimal point only. */
export function isNumericType(type: InputType): boolean {
  return type === "number" || type === "price" || type === "otp" || type === "tel";
}

/**
 * The type attribute of the <input>. Number, price and otp render as text inputs with a numeric keyboard:
 * a native number input hides its caret position from scripts and refuses formatted text ("R 1 200.00"),
 * which the key and paste filtering and the price formatting need.
 */
export function nativeInputType(type: InputType, passwordRevealed: boolean): HTMLInputTypeAttribute {
  switch (type) {
    case "password":
      return passwordRevealed ? "text" : "password";
    case "number":
    case "price":
    case "otp":
    case "text":
      return "text";
    case "email":
    case "search":
    case "tel":
    case "url":
      return type;
    default:
      return type satisfies never;
  }
}

export type InputModeHint = "email" | "tel" | "numeric" | "decimal";

/**
 * §5 keyboard hints: email, tel or numeric. Number and price admit a decimal point, and the plain numeric
 * keypad of iOS has no point key, so they ask for "decimal", the numeric keypad with one.
 */
export function inputModeFor(type: InputType): InputModeHint | undefined {
  switch (type) {
    case "email":
      return "email";
    case "tel":
      return "tel";
    case "otp":
      return "numeric";
    case "number":
    case "price":
      return "decimal";
    case "password":
    case "search":
    case "text":
    case "url":
      return undefined;
    default:
      return type satisfies never;
  }
}

/** §5: an OTP field offers the code from the SMS; every other type has autocomplete off unless told otherwise. */
export function autoCompleteFor(type: InputType, given: string | undefined): string {
  if (type === "otp") return "one-time-code";
  return given ?? "off";
}
