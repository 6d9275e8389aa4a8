import { describe, expect, it } from "vitest";
import { redirectTarget } from "./redirects";

describe("redirectTarget", () => {
  it.each([
    ["/personal-loans", "/cashpower-personal-loans"],
    ["/personal-loans/", "/cashpower-personal-loans"],
    ["/umoya-extra", "/why-umoya"],
    ["/home", "/"],
    ["/why-umoya/Switch-To-Umoya", "/why-umoya/switch-to-umoya"],
    ["/WHY-UMOYA/SWITCH-TO-UMOYA/", "/why-umoya/switch-to-umoya"],
    ["/Why-Umoya/switch-to-umoya", "/why-umoya/switch-to-umoya"],
    ["/Personal-Loans", "/cashpower-personal-loans"],
    ["/Business", "/business"],
  ])("sends %s to %s", (from, to) => {
    expect(redirectTarget(from)).toBe(to);
  });

  it.each(["/why-umoya/switch-to-umoya", "/business", "/", "/no-such-page", "/%E0%A4%A", "/../etc/passwd"])(
    "leaves %s alone",
    (path) => {
      expect(redirectTarget(path)).toBeNull();
    },
  );
});
