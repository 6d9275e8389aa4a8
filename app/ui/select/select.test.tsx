import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
// eslint-disable-next-line no-restricted-imports -- tests/support lies outside app/, so no ~/ alias reaches it.
import { expectNoAxeViolations } from "../../../tests/support/axe";
import { Select, type SelectProps } from "./select";
import { TYPEAHEAD_RESET_MS, type SelectOption } from "./use-select";

const VEHICLES: SelectOption[] = [
  { value: "new", label: "New vehicle" },
  { value: "used", label: "Used vehicle" },
  { value: "demo", label: "Demo vehicle" },
  { value: "nearly-new", label: "Nearly new vehicle" },
];

function Controlled({ onChange, onBlur, ...props }: Partial<SelectProps> & { onChange?: (value: string) => void }) {
  const [value, setValue] = useState(props.value ?? "");
  return (
    <>
      <button type="button">Before</button>
      <Select
        label="Vehicle type"
        options={VEHICLES}
        placeholder="Select a vehicle type"
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        onBlur={onBlur}
      />
      <button type="button">After</button>
    </>
  );
}

const combobox = () => screen.getByRole("combobox", { name: "Vehicle type" });
const activeOption = () => {
  const id = combobox().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
};

describe("Select (APG select-only combobox)", () => {
  it("is a closed combobox, 40px high, showing its default option before first focus", async () => {
    const { container } = render(<Controlled />);
    expect(container.querySelector(".field")).toHaveStyle({ "--field-height": "2.5rem" });
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(combobox()).toHaveAttribute("aria-haspopup", "listbox");
    expect(combobox()).toHaveTextContent("Select a vehicle type");
    expect(combobox()).toHaveAttribute("data-content", "default");
    expect(screen.queryByRole("listbox")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("hides the default option once the field has been focused", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    expect(combobox()).toHaveFocus();
    expect(combobox()).not.toHaveTextContent("Select a vehicle type");
    await user.tab();
    expect(combobox()).toHaveAttribute("data-content", "empty");
    expect(combobox()).not.toHaveTextContent("Select a vehicle type");
  });

  it("opens with Enter on the focused, closed field and chooses with Enter", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const { container } = render(<Controlled onChange={onChange} onBlur={onBlur} />);
    combobox().focus();
    await user.keyboard("{Enter}");
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("listbox", { name: "Vehicle type" })).toBeVisible();
    expect(activeOption()).toHaveTextContent("New vehicle");
    expect(activeOption()).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(container);

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption()).toHaveTextContent("Demo vehicle");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith("demo");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(combobox()).toHaveTextContent("Demo vehicle");
    // Choosing tells the form the field was left; focus stays for the keyboard user.
    expect(onBlur).toHaveBeenCalledOnce();
    expect(combobox()).toHaveFocus();
  });

  it.each([
    ["{ArrowDown}", "New vehicle"],
    ["{ArrowUp}", "New vehicle"],
    ["{Home}", "New vehicle"],
    ["{End}", "Nearly new vehicle"],
    [" ", "New vehicle"],
  ])("opens with %s onto %s", async (keys, active) => {
    const user = userEvent.setup();
    render(<Controlled />);
    combobox().focus();
    await user.keyboard(keys);
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    expect(activeOption()).toHaveTextContent(active);
  });

  it("opens on the chosen option, stops at the ends and jumps with Home and End", async () => {
    const user = userEvent.setup();
    render(<Controlled value="used" />);
    combobox().focus();
    await user.keyboard("{ArrowDown}");
    expect(activeOption()).toHaveTextContent("Used vehicle");
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(activeOption()).toHaveTextContent("New vehicle");
    await user.keyboard("{End}{ArrowDown}");
    expect(activeOption()).toHaveTextContent("Nearly new vehicle");
    await user.keyboard("{Home}");
    expect(activeOption()).toHaveTextContent("New vehicle");
  });

  it("closes with Escape without changing the value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled value="used" onChange={onChange} />);
    combobox().focus();
    await user.keyboard("{ArrowDown}{ArrowDown}{Escape}");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(combobox()).toHaveTextContent("Used vehicle");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("chooses with Space and with Alt+ArrowUp", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    combobox().focus();
    await user.keyboard("{ArrowDown}{ArrowDown} ");
    expect(onChange).toHaveBeenLastCalledWith("used");
    await user.keyboard("{ArrowDown}{ArrowDown}{Alt>}{ArrowUp}{/Alt}");
    expect(onChange).toHaveBeenLastCalledWith("demo");
  });

  it("chooses the option with visual focus on Tab and moves on", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    combobox().focus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith("used");
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
  });

  it("finds options by typing their first letters", async () => {
    // The search's pause is the component's timer: a fake clock moves past it at once, whatever the load.
    // Testing Library lets React settle after each event on a zero-delay timer, which it moves on itself only
    // under a clock it recognises as Jest's: it is told how to move this one.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    onTestFinished(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });
    const user = userEvent.setup({ delay: null });
    render(<Controlled />);
    combobox().focus();
    await user.keyboard("d");
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    expect(activeOption()).toHaveTextContent("Demo vehicle");
    // "dn" matches nothing, so visual focus stays.
    await user.keyboard("n");
    expect(activeOption()).toHaveTextContent("Demo vehicle");
    act(() => {
      vi.advanceTimersByTime(TYPEAHEAD_RESET_MS);
    });
    // After a pause a new search starts; the same letter again cycles through the options it starts.
    await user.keyboard("n");
    expect(activeOption()).toHaveTextContent("Nearly new vehicle");
    await user.keyboard("n");
    expect(activeOption()).toHaveTextContent("New vehicle");
    await user.keyboard("{Enter}");
    expect(combobox()).toHaveTextContent("New vehicle");
  });

  it("opens on click and chooses an option by pointer, keeping focus on the field", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(combobox());
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("option", { name: "Used vehicle" }));
    expect(onChange).toHaveBeenCalledWith("used");
    expect(combobox()).toHaveTextContent("Used vehicle");
    expect(combobox()).toHaveFocus();
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("closes without choosing when the user clicks elsewhere", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<Controlled onChange={onChange} onBlur={onBlur} />);
    await user.click(combobox());
    await user.click(screen.getByRole("button", { name: "After" }));
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(onChange).not.toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it("ignores input when disabled", async () => {
    const user = userEvent.setup();
    render(<Controlled disabled />);
    expect(combobox()).toHaveAttribute("aria-disabled", "true");
    expect(combobox()).toHaveAttribute("tabindex", "-1");
    await user.click(combobox());
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
  });

  it("links its error and submits its value under its name", async () => {
    const { container } = render(
      <form aria-label="Vehicle">
        <Select
          label="Vehicle type"
          name="vehicleType"
          options={VEHICLES}
          value="demo"
          feedback="invalid"
          error="Choose a vehicle type"
        />
      </form>,
    );
    expect(combobox()).toHaveAttribute("aria-invalid", "true");
    expect(combobox()).toHaveAccessibleDescription("Choose a vehicle type");
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="vehicleType"]')?.value).toBe("demo");
    await expectNoAxeViolations(container);
  });
});
