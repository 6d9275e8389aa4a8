import { describe, expect, it } from "vitest";
import { groupedPhone, localPhoneDigits, phoneHref } from "./dealer-contact";

describe("a dealer's phone number", () => {
  it.each([
    ["011 555 0123", "0115550123"],
    ["+27 11 555 0123", "0115550123"],
    ["(021) 555-0123", "0215550123"],
    ["082 555 0123", "0825550123"],
  ])("reads %s as the local digits %s", (typed, digits) => {
    expect(localPhoneDigits(typed)).toBe(digits);
  });

  it.each(["", "011 555 012", "011 555 01234", "1115550123", "0015550123", "+44 20 7946 0000", "011 555 0l23"])(
    "refuses %j, which is not a South African number",
    (typed) => {
      expect(localPhoneDigits(typed)).toBeUndefined();
    },
  );

  it("groups a number as it is read aloud, share-call numbers in fours", () => {
    expect(groupedPhone("0115550123")).toBe("011 555 0123");
    expect(groupedPhone("0825550123")).toBe("082 555 0123");
    expect(groupedPhone("0860555012")).toBe("0860 555 012");
  });

  it("dials the international form", () => {
    expect(phoneHref("011 555 0123")).toBe("tel:+27115550123");
  });
});
