import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { List } from "./list";

describe("List", () => {
  it("renders the site's list by default: unordered with dot markers", async () => {
    const { container } = render(<List items={["ID document", "Payslips", "Bank statements"]} />);
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("UL");
    expect(list).toHaveAttribute("data-marker", "dot");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "ID document",
      "Payslips",
      "Bank statements",
    ]);
    await expectNoAxeViolations(container);
  });

  it("numbers an ordered list from its start", () => {
    render(<List type="ol" start={3} items={["Sign", "Drive"]} />);
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(list).toHaveAttribute("start", "3");
  });

  it("leaves out start=1, which is the default", () => {
    render(<List type="ol" items={["One"]} />);
    expect(screen.getByRole("list")).not.toHaveAttribute("start");
  });

  it.each(["chevron", "bigdot"] as const)("draws %s markers", (styleType) => {
    render(<List styleType={styleType} items={["One"]} />);
    expect(screen.getByRole("list")).toHaveAttribute("data-marker", styleType);
  });
});
