import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { ToggleSwitch } from "./toggle-switch";

const checked = () => screen.queryAllByRole("radio", { checked: true }).map((radio) => radio.textContent);

describe("ToggleSwitch", () => {
  it("is a labelled radio group with On and Off, starting off when nothing is written", async () => {
    const { container } = render(<ToggleSwitch label="Balloon payment" />);
    expect(screen.getByRole("radiogroup", { name: "Balloon payment" })).toBeInTheDocument();
    expect(screen.getAllByRole("radio").map((radio) => radio.textContent)).toEqual(["On", "Off"]);
    expect(checked()).toEqual(["Off"]);
    await expectNoAxeViolations(container);
  });

  it("starts with nothing chosen when intermediate is allowed and the value is null", async () => {
    const { container } = render(<ToggleSwitch label="Trade-in" allowIntermediate defaultValue={null} />);
    expect(checked()).toEqual([]);
    expect(container.querySelector(".toggle-switch")).toHaveAttribute("data-state", "none");
    await expectNoAxeViolations(container);
  });

  it("sets on or off by click and reports true or false", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ToggleSwitch label="Trade-in" allowIntermediate onChange={onChange} labels={{ on: "Yes", off: "No" }} />);
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(checked()).toEqual(["Yes"]);
    await user.click(screen.getByRole("radio", { name: "No" }));
    expect(checked()).toEqual(["No"]);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it("takes a choice back to none on a second press only when intermediate-after-set is allowed", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<ToggleSwitch label="A" defaultValue={true} onChange={onChange} />);
    await user.click(screen.getByRole("radio", { name: "On" }));
    expect(checked()).toEqual(["On"]);
    expect(onChange).not.toHaveBeenCalled();
    rerender(<ToggleSwitch label="A" defaultValue={true} onChange={onChange} allowIntermediateAfterSet />);
    await user.click(screen.getByRole("radio", { name: "On" }));
    expect(checked()).toEqual([]);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
  });

  it("gives off with right or up arrow and on with left or down arrow, moving focus with the choice", async () => {
    const user = userEvent.setup();
    render(<ToggleSwitch label="Insurance" defaultValue={true} />);
    await user.tab();
    expect(screen.getByRole("radio", { name: "On" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(checked()).toEqual(["Off"]);
    expect(screen.getByRole("radio", { name: "Off" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(checked()).toEqual(["On"]);
    expect(screen.getByRole("radio", { name: "On" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(checked()).toEqual(["Off"]);
    await user.keyboard("{ArrowLeft}");
    expect(checked()).toEqual(["On"]);
  });

  it("keeps one tab stop: the checked choice, or On when nothing is chosen", () => {
    render(<ToggleSwitch label="T" defaultValue={false} />);
    expect(screen.getByRole("radio", { name: "Off" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("radio", { name: "On" })).toHaveAttribute("tabindex", "-1");
  });

  it("ignores clicks and keys when disabled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ToggleSwitch label="Locked" defaultValue={false} disabled onChange={onChange} />);
    await user.click(screen.getByRole("radio", { name: "On" }));
    await user.tab();
    await user.keyboard("{ArrowLeft}");
    expect(checked()).toEqual(["Off"]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("follows values written in by the parent, and a null after a touch gives off", async () => {
    const user = userEvent.setup();
    function Parent() {
      const [value, setValue] = useState<boolean | null>(null);
      return (
        <>
          <ToggleSwitch label="Controlled" allowIntermediate value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(true)}>
            Write true
          </button>
          <button type="button" onClick={() => setValue(null)}>
            Write null
          </button>
        </>
      );
    }
    render(<Parent />);
    expect(checked()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Write true" }));
    expect(checked()).toEqual(["On"]);
    await user.click(screen.getByRole("button", { name: "Write null" }));
    expect(checked()).toEqual([]);
    await user.click(screen.getByRole("radio", { name: "On" }));
    await user.click(screen.getByRole("button", { name: "Write null" }));
    expect(checked()).toEqual(["Off"]);
  });
});
