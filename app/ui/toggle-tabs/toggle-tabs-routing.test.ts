import { describe, expect, it } from "vitest";
import { toggleTabForPath, toggleTabPath, type ToggleTab } from "./toggle-tabs-routing";

const tabs: ToggleTab[] = [
  { label: "Overview", link: "" },
  { label: "Rates", link: "rates" },
  { label: "FAQ" },
  { label: "Fees", link: "costs" },
];

describe("toggleTabPath (§2.1)", () => {
  it.each([
    ["/finance", { label: "Rates", link: "rates" }, "/finance/rates"],
    ["/finance/", { label: "Rates", link: "rates" }, "/finance/rates"],
    ["/finance", { label: "FAQ" }, "/finance/FAQ"],
    ["/finance", { label: "Car finance" }, "/finance/Car%20finance"],
    ["/finance", { label: "Overview", link: "" }, "/finance"],
    ["/", { label: "Overview", link: "" }, "/"],
    ["", { label: "Rates", link: "rates" }, "/rates"],
  ])("base %j with %j goes to %s", (base, tab, expected) => {
    expect(toggleTabPath(base, tab)).toBe(expected);
  });
});

describe("toggleTabForPath (§2.1)", () => {
  it.each([
    ["/finance", { kind: "tab", index: 0 }],
    ["/finance/", { kind: "tab", index: 0 }],
    ["/finance/rates", { kind: "tab", index: 1 }],
    ["/finance/FAQ", { kind: "tab", index: 2 }],
    ["/finance/costs", { kind: "tab", index: 3 }],
    ["/finance/Fees", { kind: "tab", index: 3 }],
    ["/finance/extra/rates", { kind: "tab", index: 1 }],
    ["/finance/unknown", { kind: "redirect" }],
    ["/elsewhere/rates", { kind: "redirect" }],
    ["/financerates", { kind: "redirect" }],
  ] as const)("%s selects %j", (path, expected) => {
    expect(toggleTabForPath(path, "/finance", tabs)).toEqual(expected);
  });

  it("prefers a tab's link over another tab's label", () => {
    expect(
      toggleTabForPath("/b/x", "/b", [
        { label: "x", link: "first" },
        { label: "Second", link: "x" },
      ]),
    ).toEqual({ kind: "tab", index: 1 });
  });

  it("decodes a label with spaces", () => {
    expect(toggleTabForPath("/b/Car%20finance", "/b", [{ label: "Car finance" }])).toEqual({ kind: "tab", index: 0 });
  });

  it("leaves the base path alone when no tab has an empty link", () => {
    expect(toggleTabForPath("/b", "/b", [{ label: "A" }])).toEqual({ kind: "base" });
  });
});
