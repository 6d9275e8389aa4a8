import { describe, expect, it } from "vitest";
import { brand } from "./brand";
import { nameInSentence } from "./name-in-sentence";
import { sitePages } from "./site-pages";

describe("nameInSentence", () => {
  it.each([
    ["Balloon payments", "balloon payments"],
    ["Private vehicle finance", "private vehicle finance"],
    ["Home", "home"],
    [`Why ${brand.name}`, `why ${brand.name}`],
    ["Privacy notice (POPIA)", "privacy notice (POPIA)"],
    ["CashPower personal loans", "CashPower personal loans"],
    ["Islamic vehicle finance", "Islamic vehicle finance"],
    ["PAIA manual", "PAIA manual"],
    [brand.name, brand.name],
    [`${brand.name} Extra`, `${brand.name} Extra`],
    // A word of the brand's name alone is not the brand.
    ["Finance for business", "finance for business"],
  ])("writes %s mid-sentence as %s", (name, expected) => {
    expect(nameInSentence(name)).toBe(expected);
  });

  it("leaves every page title in the register readable mid-sentence: only the first letter may change", () => {
    for (const { title } of Object.values(sitePages)) {
      const inSentence = nameInSentence(title);
      expect(inSentence.slice(1)).toBe(title.slice(1));
      expect(inSentence.toLowerCase()).toBe(title.toLowerCase());
    }
  });
});
