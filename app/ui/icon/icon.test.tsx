import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon, ICON_NAMES, isIconName } from "./icon";

describe("Icon", () => {
  it.each(ICON_NAMES)("draws %s hidden from assistive technology", (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg?.querySelector("path")?.getAttribute("d")).toMatch(/^M/);
  });

  it.each([
    ["info", true],
    ["plus", true],
    ["toString", false],
    ["rocket", false],
  ] as const)("knows whether %s is an icon name (%s)", (name, expected) => {
    expect(isIconName(name)).toBe(expected);
  });
});
