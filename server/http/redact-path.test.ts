import { describe, expect, it } from "vitest";
import { cpuMillisecondsOf } from "#test-support/cpu-time";
import { redactPath } from "./redact-path";

describe("redactPath", () => {
  it.each([
    ["/business", "/business"],
    ["/balloon-payments?price=250000&email=a@b.co.za", "/balloon-payments"],
    ["/lookup/8001015009087", "/lookup/[number]"],
    ["/call/0821234567", "/call/[number]"],
    ["/call/+27821234567", "/call/[number]"],
    ["/x/jane.doe@example.co.za/y", "/x/[email]/y"],
    ["/x/jane%40example.com", "/x/[email]"],
    ["/year/2025", "/year/2025"],
    ["/x/JANE%40EXAMPLE.COM", "/x/[email]"],
    ["/call/%2B27821234567", "/call/[number]"],
    ["/call/082-555-1234", "/call/[number]"],
    ["/call/082.555.1234", "/call/[number]"],
    ["/call/(082)%20555%201234", "/call/[number]"],
    ["/x/jane%2540example.com", "/x/[email]"],
    ["/vehicle%20finance", "/vehicle finance"],
    ["/bad%E0%A4%A", "/bad%E0%A4%A"],
    ["/evil%E2%80%AEtxt.exe", "/evil\\u202etxt.exe"],
    ["/bell%07ring", "/bell\\u0007ring"],
    ["/apply/resume/Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBfYWJjZGVmZ2hpams", "/apply/resume/[token]"],
    ["/APPLY/Resume/abc_DEF-123/", "/APPLY/Resume/[token]/"],
    ["/apply/resume/abc?x=1", "/apply/resume/[token]"],
  ])("%s is logged as %s", (path, expected) => {
    expect(redactPath(path)).toBe(expected);
  });

  it("bounds the length", () => {
    expect(redactPath(`/${"a".repeat(500)}`)).toHaveLength(200);
  });

  it("masks an email address past the 200 characters shown whole, never a part of it", () => {
    const redacted = redactPath(`/${"a".repeat(190)}/thandi.nkosi@example.co.za`);
    expect(redacted).toBe(`/${"a".repeat(190)}/[email]`);
  });

  it.each([
    ["percent signs", `/${"%25".repeat(5460)}`],
    ["digits and dots", `/${"1.".repeat(8190)}`],
    ["almost-emails", `/${"a%40".repeat(4095)}`],
    ["spaced digit pairs", `/${"12  ".repeat(4095)}`],
  ])("masks a 16 KB path of %s in a few milliseconds", (_name, path) => {
    redactPath(path);
    const milliseconds = cpuMillisecondsOf(() => {
      for (let round = 0; round < 10; round += 1) redactPath(path);
    });
    expect(milliseconds / 10).toBeLessThan(5);
  });
});

describe("redactPath, odd spellings", () => {
  it.each([
    ["/call/082_555_1234", "/call/[number]"],
    ["/to/thandi%20%40%20example.co.za", "/to/[email]"],
    [
      "/call/%EF%BC%90%EF%BC%98%EF%BC%92%EF%BC%95%EF%BC%95%EF%BC%95%EF%BC%91%EF%BC%92%EF%BC%93%EF%BC%94",
      "/call/[number]",
    ],
    ["/call/\uff10\uff18\uff12\uff15\uff15\uff15\uff11\uff12\uff13\uff14", "/call/[number]"],
  ])("masks %s", (path, shown) => expect(redactPath(path)).toBe(shown));
});
