import { describe, expect, it } from "vitest";
import { validateLettersSpacesHyphens } from "./letters-spaces-hyphens";

describe("validateLettersSpacesHyphens", () => {
  it.each(["Thandiwe", "Mary-Jane", "van der Merwe", "Zoë", "Nkosí", "", "Jean-Luc de la Rey"])(
    "accepts %j",
    (value) => {
      expect(validateLettersSpacesHyphens(value)).toEqual({ valid: true });
    },
  );

  it.each(["O'Brien", "Anne2", "J. Smith", "Ncube_", "a@b", "Lerato\tMokoena"])("rejects %j", (value) => {
    expect(validateLettersSpacesHyphens(value)).toMatchObject({ valid: false, code: "lettersSpacesHyphens" });
  });
});
