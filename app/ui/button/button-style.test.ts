import { describe, expect, it } from "vitest";
import { assertButtonTheme, buttonClassName } from "./button-style";

describe("button themes (§4.7, §8)", () => {
  it.each(["action", "info", "none"])("accepts %s", (theme) => {
    expect(() => assertButtonTheme(theme)).not.toThrow();
  });

  it.each(["primary", "", "ACTION", undefined, 3])("rejects %j with a TypeError naming the allowed themes", (theme) => {
    expect(() => assertButtonTheme(theme)).toThrow(TypeError);
    expect(() => assertButtonTheme(theme)).toThrow("use one of action, info, none");
  });
});

describe("buttonClassName", () => {
  it.each([
    [{}, "button button--action"],
    [{ theme: "info" }, "button button--info"],
    [{ theme: "none", outlined: true }, "button button--none button--outlined"],
    [{ block: true, chubby: true }, "button button--action button--block button--chubby"],
  ] as const)("gives %j the classes %s", (look, expected) => {
    expect(buttonClassName(look)).toBe(expected);
  });

  it("adds the caller's class last", () => {
    expect(buttonClassName({}, "hero__cta")).toBe("button button--action hero__cta");
  });
});
