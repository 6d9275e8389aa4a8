import { describe, expect, it } from "vitest";
import { cpuMillisecondsOf } from "#test-support/cpu-time";
import { escapeInvisible, maskDigits, maskPersonalData } from "./mask-personal-data";

describe("maskPersonalData", () => {
  it("masks email addresses, ID numbers and phone numbers however they are written", () => {
    const text = "TypeError for thandi.nkosi@example.co.za id 8001015009087 cell 082 555 1234 or +27 82 555 1234";
    const masked = maskPersonalData(text);
    expect(masked).toBe("TypeError for [email] id [number] cell [number] or [number]");
  });

  it.each([
    "082-555-1234",
    "082.555.1234",
    "(082) 555 1234",
    "+27 (0)82 555 1234",
    "thandi%40example.co.za",
    "THANDI%40EXAMPLE.CO.ZA",
    "082_555_1234",
    "thandi @ example.co.za",
    "thandi@ example.co.za",
    "thandi\uff20example.co.za",
    "\uff10\uff18\uff12\uff15\uff15\uff15\uff11\uff12\uff13\uff14",
    "\uff10\uff18\uff12\u3000\uff15\uff15\uff15\u3000\uff11\uff12\uff13\uff14",
    "\uff0b\uff12\uff17 82 555 1234",
    "\u0660\u0668\u0662\u0665\u0665\u0665\u0661\u0662\u0663\u0664",
  ])("masks %s", (value) => {
    const masked = maskPersonalData(`call ${value} today`);
    expect(masked).toMatch(/^call \[(number|email)\] today$/);
  });

  it("keeps short numbers such as line numbers and status codes", () => {
    expect(maskPersonalData("at main.js:120:15 status 404")).toBe("at main.js:120:15 status 404");
  });

  it("masks 16 KB of text built to make a backtracking pattern slow in a few milliseconds", () => {
    const text = `${"a".repeat(16_000)}@`;
    const milliseconds = cpuMillisecondsOf(() => {
      maskPersonalData(text);
      maskPersonalData("1 ".repeat(8000));
    });
    expect(milliseconds).toBeLessThan(20);
  });

  it("shows only the last four digits of a masked number", () => {
    expect(maskDigits("0825551234")).toBe("******1234");
    expect(maskDigits("12")).toBe("****");
  });
});

describe("escapeInvisible", () => {
  it("writes control, direction and zero-width characters as visible escapes, and keeps tabs and newlines", () => {
    expect(escapeInvisible("a\u202eb\u200bc\u0000d\re\tf\ng\u2028")).toBe(
      "a\\u202eb\\u200bc\\u0000d\\u000de\tf\ng\\u2028",
    );
  });
});
