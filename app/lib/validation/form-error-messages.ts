import type { LengthParams } from "./text-length";

/** The error keys that have a default wording in §8; any other key gets the catch-all. */
export type StandardErrorCode = "required" | "minlength" | "maxlength" | "email" | "pattern" | "dateNotValid";

const FALLBACK_MESSAGE = "There was a problem with this field";

function isLengthParams(params: unknown): params is LengthParams {
  return typeof params === "object" && params !== null && "requiredLength" in params && "actualLength" in params;
}

/**
 * The default form error texts of §8, for a field that brings no wording of its own. Length messages
 * need the figures (requiredLength → {n}, actualLength → {m}); without them they fall back to the
 * catch-all rather than show a sentence with holes in it.
 */
export function defaultFormErrorMessage(code: StandardErrorCode | (string & {}), params?: unknown): string {
  switch (code) {
    case "required":
      return "This field is required";
    case "minlength":
      return isLengthParams(params)
        ? `Input too short. Expected ${params.requiredLength} characters, but got ${params.actualLength}`
        : FALLBACK_MESSAGE;
    case "maxlength":
      return isLengthParams(params)
        ? `Input too long. Expected ${params.requiredLength} characters, but got ${params.actualLength}`
        : FALLBACK_MESSAGE;
    case "email":
      return "This email is not valid";
    case "pattern":
      return "This value does not match the required pattern";
    case "dateNotValid":
      return "The date you provided is not valid. Please use the mm/dd/yyyy format";
    default:
      return FALLBACK_MESSAGE;
  }
}
