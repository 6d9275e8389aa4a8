import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { Toggle } from "./toggle";

describe("Toggle", () => {
  it("is a labelled checkbox that toggles on click of its label and on Space", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Toggle onChange={onChange} description="We will only call during office hours.">
        Call me back
      </Toggle>,
    );
    const box = screen.getByRole("checkbox", { name: "Call me back" });
    expect(box).toHaveAccessibleDescription("We will only call during office hours.");
    expect(box).not.toBeChecked();
    await user.click(screen.getByText("Call me back"));
    expect(box).toBeChecked();
    expect(container.querySelector(".toggle")).toHaveAttribute("data-state", "checked");
    await user.keyboard(" ");
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    await expectNoAxeViolations(container);
  });

  it("follows a controlled value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Toggle checked onChange={onChange}>
        Controlled
      </Toggle>,
    );
    await user.click(screen.getByRole("checkbox"));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole("checkbox")).toBeChecked();
  });

  it("ignores clicks when disabled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Toggle disabled onChange={onChange}>
        Disabled
      </Toggle>,
    );
    await user.click(screen.getByText("Disabled"));
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});
