import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { Dropdown } from "./dropdown";

const options = [
  { value: "24", label: "24 months" },
  { value: "48", label: "48 months" },
  { value: "72", label: "72 months" },
];

describe("Dropdown", () => {
  it("is a button naming the choice, opening a listbox with the selected option focused", async () => {
    const user = userEvent.setup();
    const { container } = render(<Dropdown label="Term" options={options} defaultValue="48" />);
    const button = screen.getByRole("button", { name: "Term 48 months" });
    expect(button).toHaveAttribute("aria-haspopup", "listbox");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).toBeNull();
    await expectNoAxeViolations(container);
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("listbox", { name: "Term" })).toBeVisible();
    expect(screen.getByRole("option", { name: "48 months" })).toHaveFocus();
    expect(screen.getByRole("option", { name: "48 months" })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(container);
  });

  it("cycles focus with up and down, wrapping at both ends, and chooses with Enter", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Dropdown label="Term" options={options} defaultValue="24" onChange={onChange} />);
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: "24 months" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("option", { name: "72 months" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: "24 months" })).toHaveFocus();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith("48");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("button", { name: "Term 48 months" })).toHaveFocus();
  });

  it("fades its backdrop over 300 ms and stacks at z-index 104 (§9), as its stylesheet reads them", () => {
    const { container } = render(<Dropdown label="Term" options={options} defaultValue="48" />);
    const dropdown = container.querySelector<HTMLElement>(".dropdown");
    expect(dropdown?.style.getPropertyValue("--dropdown-fade")).toBe("300ms");
    expect(dropdown?.style.getPropertyValue("--dropdown-z")).toBe("104");
  });

  it("closes on Escape without changing, and returns focus", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Dropdown label="Term" options={options} defaultValue="24" onChange={onChange} />);
    await user.click(screen.getByRole("button"));
    await user.keyboard("{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("button", { name: "Term 24 months" })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("chooses an option by click and closes on a click on the backdrop", async () => {
    const user = userEvent.setup();
    const { container } = render(<Dropdown label="Term" options={options} />);
    await user.click(screen.getByRole("button"));
    await user.click(screen.getByRole("option", { name: "72 months" }));
    expect(screen.getByRole("button", { name: "Term 72 months" })).toBeInTheDocument();
    await user.click(screen.getByRole("button"));
    const backdrop = container.querySelector(".dropdown__backdrop");
    if (!backdrop) throw new Error("no backdrop");
    await user.click(backdrop);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("resets a value that is not in the list to the first option and says so", () => {
    const onChange = vi.fn();
    render(<Dropdown label="Term" options={options} value="60" onChange={onChange} />);
    expect(screen.getByRole("button", { name: "Term 24 months" })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith("24");
  });
});
