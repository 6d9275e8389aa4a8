import { describe, expect, it } from "vitest";
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
    ["/vehicle%20finance", "/vehicle%20finance"],
  ])("%s is logged as %s", (path, expected) => {
    expect(redactPath(path)).toBe(expected);
  });

  it("bounds the length", () => {
    expect(redactPath(`/${"a".repeat(500)}`)).toHaveLength(200);
  });
});
