import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";

describe("plainText", () => {
  it.each([
    ["Toyota\u0000", "Toyota"],
    ["Corolla\u202e1.8\u202c", "Corolla1.8"],
    ["\u2066Hilux\u2069 \u200fGD-6", "Hilux GD-6"],
    ["Ford\u200b Ranger\ufeff", "Ford Ranger"],
    ["Cape\r\nTown", "Cape Town"],
    ["Roodepoort\tMotors", "Roodepoort Motors"],
    ["Line\u2028break", "Line break"],
    ["\u001b[31mRed\u001b[0m", "[31mRed[0m"],
    ["C1\u0085next\u009b", "C1 next"],
  ])("cleans %j to %j", (input, output) => expect(plainText(input)).toBe(output));

  it.each(["Mercedes-Benz", "Citroën C3", "Škoda Octavia", "Mthatha", "محمد", "車", "1.4 TSI 😀"])(
    "keeps %s as it is",
    (text) => expect(plainText(text)).toBe(text),
  );
});
