import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
// eslint-disable-next-line no-restricted-imports -- tests/support lies outside app/, so no ~/ alias reaches it.
import { expectNoAxeViolations } from "../../../tests/support/axe";
import { AmountField } from "./amount-field";

function Controlled({
  onChange,
  initial = null,
}: {
  onChange?: (value: number | null) => void;
  initial?: number | null;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <AmountField
        label="Amount"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
      <button type="button" onClick={() => setValue(75000)}>
        Set 75 000
      </button>
    </>
  );
}

describe("AmountField", () => {
  it("shows an R before the figure and names the field by its label, in rand", async () => {
    const { container } = render(<AmountField label="Amount" defaultValue={25000} />);
    const input = screen.getByRole("textbox", { name: "Amount" });
    expect(input).toHaveValue("25 000");
    expect(input).toHaveAttribute("inputmode", "numeric");
    expect(input).toHaveAccessibleDescription("in rand");
    expect(container.querySelector(".field__prefix")).toHaveTextContent("R");
    await expectNoAxeViolations(container);
  });

  it("takes digits only and emits the number", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole("textbox", { name: "Amount" }), "2a5.0 0-0");
    expect(screen.getByRole("textbox", { name: "Amount" })).toHaveValue("25 000");
    expect(onChange).toHaveBeenLastCalledWith(25000);
    expect(screen.getByTestId("value")).toHaveTextContent("25000");
  });

  it("blocks further digits once 10 digits exist", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole("textbox", { name: "Amount" });
    await user.type(input, "123456789012");
    expect(input).toHaveValue("1 234 567 890");
    await user.keyboard("{Backspace}7");
    expect(input).toHaveValue("1 234 567 897");
    await user.keyboard("{ArrowLeft}{ArrowLeft}8");
    expect(input).toHaveValue("1 234 567 897");
  });

  it("filters pasted text to the digits that fit", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole("textbox", { name: "Amount" });
    await user.click(input);
    await user.paste("R 12 345 678 999");
    expect(input).toHaveValue("1 234 567 899");
    expect(screen.getByTestId("value")).toHaveTextContent("1234567899");
  });

  it("emits null when emptied", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={42} onChange={onChange} />);
    await user.clear(screen.getByRole("textbox", { name: "Amount" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("shows a value written from outside", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole("button", { name: "Set 75 000" }));
    expect(screen.getByRole("textbox", { name: "Amount" })).toHaveValue("75 000");
  });

  it("groups thousands as they are typed, keeping the caret after the digit typed in the middle, and refuses letters", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole("textbox", { name: "Amount" });
    await user.type(input, "4250");
    expect(input).toHaveValue("4 250");
    await user.type(input, "00");
    expect(input).toHaveValue("425 000");
    // Between the 4 and the 2: the new digit lands there and the caret stays after it.
    await user.keyboard("{Home}{ArrowRight}1");
    expect(input).toHaveValue("4 125 000");
    expect(input).toHaveProperty("selectionStart", 3);
    await user.keyboard("x");
    expect(input).toHaveValue("4 125 000");
    expect(screen.getByTestId("value")).toHaveTextContent("4125000");
  });

  it("keeps leading zeros the user typed while the number stays the same", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(screen.getByRole("textbox", { name: "Amount" }), "007");
    expect(screen.getByRole("textbox", { name: "Amount" })).toHaveValue("007");
    expect(screen.getByTestId("value")).toHaveTextContent("7");
  });

  it("reports leaving the field and shows its error", async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    const { rerender } = render(<AmountField label="Amount" onBlur={onBlur} />);
    await user.click(screen.getByRole("textbox", { name: "Amount" }));
    await user.tab();
    expect(onBlur).toHaveBeenCalledOnce();
    rerender(<AmountField label="Amount" onBlur={onBlur} feedback="invalid" error="This field is required" />);
    expect(screen.getByRole("textbox", { name: "Amount" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: "Amount" })).toHaveAccessibleDescription(
      "in rand This field is required",
    );
  });
});
