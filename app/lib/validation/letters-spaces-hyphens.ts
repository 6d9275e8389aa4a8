import { invalid, VALID, type ValidationResult } from "./validation-result";

/**
 * Letters of any alphabet (with their accents, so "Zoë" and "Nkosí" pass), spaces and hyphens. An empty
 * value passes: whether the field may be empty is the required check's question.
 */
const LETTERS_SPACES_HYPHENS = /^[\p{L}\p{M} -]*$/u;

export function validateLettersSpacesHyphens(value: string): ValidationResult<"lettersSpacesHyphens"> {
  return LETTERS_SPACES_HYPHENS.test(value) ? VALID : invalid("lettersSpacesHyphens");
}
