import { describe, expect, it } from "vitest";
import { maskDigits, maskPersonalData } from "./mask-personal-data";

describe("maskPersonalData", () => {
  it("masks email addresses, ID numbers and phone numbers however they are written", () => {
    const text = "TypeError for thandi.nkosi@example.co.za id 8001015009087 cell 082 555 1234 or +27 82 555 1234";
    const masked = maskPersonalData(text);
    expect(masked).toBe("TypeError for [email] id [number] cell [number] or [number]");
  });

  it("keeps short numbers such as line numbers and status codes", () => {
    expect(maskPersonalData("at main.js:120:15 status 404")).toBe("at main.js:120:15 status 404");
  });

  it("shows only the last four digits of a masked number", () => {
    expect(maskDigits("0825551234")).toBe("******1234");
    expect(maskDigits("12")).toBe("****");
  });
});
