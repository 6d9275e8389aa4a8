import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
// eslint-disable-next-line no-restricted-imports -- tests/support lies outside app/, so no ~/ alias reaches it.
import { expectNoAxeViolations } from "../../../tests/support/axe";
import { Input, type InputProps } from "./input";

/** An Input that keeps its value in a parent, as a form does, and reports every change. */
function Controlled({
  initial = "",
  onChange,
  ...props
}: Omit<InputProps, "value" | "onValueChange"> & { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Input
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">Next</button>
    </>
  );
}

describe("Input", () => {
  it("names the control by its label and applies the §9 defaults", async () => {
    const { container } = render(<Input label="Full name" />);
    const input = screen.getByRole("textbox", { name: "Full name" });
    expect(input).toHaveAttribute("maxlength", "100");
    expect(input).toHaveAttribute("minlength", "0");
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveAttribute("autocomplete", "off");
    expect(container.querySelector(".field")).toHaveStyle({ "--field-height": "2.8125rem" });
    await expectNoAxeViolations(container);
  });

  it("passes placeholder, id, read-only, lengths and autocomplete through", () => {
    render(
      <Input
        label="Email address"
        type="EMAIL"
        id="contact-email"
        placeholder="name@example.co.za"
        maxLength={60}
        minLength={5}
        autoComplete="email"
        readOnly
      />,
    );
    const input = screen.getByRole("textbox", { name: "Email address" });
    expect(input).toHaveAttribute("id", "contact-email");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("inputmode", "email");
    expect(input).toHaveAttribute("placeholder", "name@example.co.za");
    expect(input).toHaveAttribute("maxlength", "60");
    expect(input).toHaveAttribute("minlength", "5");
    expect(input).toHaveAttribute("autocomplete", "email");
    expect(input).toHaveAttribute("readonly");
  });

  it("refuses an unknown type, listing the types", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Input label="Date" type="date" />)).toThrow(
      'Invalid input type "date". Expected one of: email, number, password, price, search, tel, text, url, otp',
    );
    vi.restoreAllMocks();
  });

  it("drops the underline of a read-only field unless it is forced", () => {
    const { container, rerender } = render(<Input label="Reference" readOnly />);
    expect(container.querySelector(".field")).toHaveAttribute("data-underline", "hidden");
    rerender(<Input label="Reference" readOnly forceUnderline />);
    expect(container.querySelector(".field")).toHaveAttribute("data-underline", "shown");
  });

  it("floats the label on focus and while there is a value", async () => {
    const user = userEvent.setup();
    const { container } = render(<Controlled label="Full name" />);
    const field = container.querySelector(".field");
    expect(field).toHaveAttribute("data-label", "resting");
    await user.click(screen.getByRole("textbox", { name: "Full name" }));
    expect(field).toHaveAttribute("data-label", "floating");
    await user.tab();
    expect(field).toHaveAttribute("data-label", "resting");
    await user.click(screen.getByRole("textbox", { name: "Full name" }));
    await user.keyboard("Lindiwe");
    await user.tab();
    expect(field).toHaveAttribute("data-label", "floating");
  });

  it("works uncontrolled from a default value", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Input label="Full name" defaultValue="Sipho" onValueChange={onValueChange} />);
    await user.type(screen.getByRole("textbox", { name: "Full name" }), "!");
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveValue("Sipho!");
    expect(onValueChange).toHaveBeenLastCalledWith("Sipho!");
  });

  it("is disabled when told (a form state)", () => {
    const { container } = render(<Input label="Full name" disabled />);
    expect(screen.getByRole("textbox", { name: "Full name" })).toBeDisabled();
    expect(container.querySelector(".field")).toHaveAttribute("data-disabled");
  });

  describe.each(["number", "price", "otp", "tel"])("a %s field", (type) => {
    it("admits digits and one decimal point from the keyboard, nothing else", async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled label="Figure" type={type} onChange={onChange} />);
      const input = screen.getByRole("textbox", { name: "Figure" });
      await user.type(input, "12a b-3.4.5e,6");
      expect(input).toHaveValue("123.456");
      expect(onChange).toHaveBeenLastCalledWith("123.456");
    });

    it("still lets editing and navigation keys work", async () => {
      const user = userEvent.setup();
      render(<Controlled label="Figure" type={type} />);
      const input = screen.getByRole("textbox", { name: "Figure" });
      await user.type(input, "1234");
      await user.keyboard("{ArrowLeft}{ArrowLeft}{Backspace}9{ArrowRight}{Delete}");
      expect(input).toHaveValue("193");
      await user.keyboard("{Control>}a{/Control}5");
      expect(input).toHaveValue("5");
      await user.tab();
      expect(screen.getByRole("button", { name: "Next" })).toHaveFocus();
    });

    it("filters pasted text the same way", async () => {
      const user = userEvent.setup();
      render(<Controlled label="Figure" type={type} initial="1.5" />);
      const input = screen.getByRole("textbox", { name: "Figure" });
      await user.click(input);
      if (type === "price") expect(input).toHaveValue("1.5");
      (input as HTMLInputElement).setSelectionRange(3, 3);
      await user.paste("0 8a2.7");
      expect(input).toHaveValue("1.50827");
    });
  });

  it("lets any character into a text field", async () => {
    const user = userEvent.setup();
    render(<Controlled label="Street" />);
    const input = screen.getByRole("textbox", { name: "Street" });
    await user.type(input, "12a Main Rd.");
    await user.paste(" & more");
    expect(input).toHaveValue("12a Main Rd. & more");
  });

  it("puts the caret after pasted digits", async () => {
    const user = userEvent.setup();
    render(<Controlled label="Cellphone number" type="tel" initial="0821234" />);
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Cellphone number" });
    await user.click(input);
    input.setSelectionRange(3, 3);
    await user.paste("55-5");
    await waitFor(() => expect(input.selectionStart).toBe(6));
    expect(input).toHaveValue("0825551234");
  });

  it("marks tel, otp and number fields with their keyboard hints", () => {
    render(
      <>
        <Input label="Cellphone number" type="tel" />
        <Input label="One-time PIN" type="otp" autoComplete="off" />
        <Input label="Quantity" type="number" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Cellphone number" })).toHaveAttribute("inputmode", "tel");
    const otp = screen.getByRole("textbox", { name: "One-time PIN" });
    expect(otp).toHaveAttribute("inputmode", "numeric");
    expect(otp).toHaveAttribute("autocomplete", "one-time-code");
    expect(otp).toHaveAttribute("type", "text");
    expect(screen.getByRole("textbox", { name: "Quantity" })).toHaveAttribute("inputmode", "decimal");
  });

  describe("a price field", () => {
    it("shows a numeric value written into it formatted as a price", () => {
      render(<Input label="Purchase price" type="price" value="250000" />);
      expect(screen.getByRole("textbox", { name: "Purchase price" })).toHaveValue("R 250 000.00");
    });

    it("strips the formatting on focus and formats again on blur", async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled label="Purchase price" type="price" initial="1234.5" onChange={onChange} />);
      const input = screen.getByRole("textbox", { name: "Purchase price" });
      expect(input).toHaveValue("R 1 234.50");
      await user.click(input);
      expect(input).toHaveValue("1234.5");
      await user.tab();
      expect(input).toHaveValue("R 1 234.50");
      expect(onChange).toHaveBeenLastCalledWith("1234.50");
    });

    it.each([
      ["", "R 0.00", "0.00"],
      [".", "R 0.00", "0.00"],
      ["99.", "R 99.00", "99.00"],
      ["1500000", "R 1 500 000.00", "1500000.00"],
    ])("turns %j into %j when left", async (typed, shown, value) => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled label="Purchase price" type="price" onChange={onChange} />);
      const input = screen.getByRole("textbox", { name: "Purchase price" });
      await user.click(input);
      if (typed) await user.keyboard(typed);
      await user.tab();
      expect(input).toHaveValue(shown);
      expect(onChange).toHaveBeenLastCalledWith(value);
    });

    it("removes letters that reached it without the keyboard when left", async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Input label="Purchase price" type="price" defaultValue="" onValueChange={onChange} />);
      const input = screen.getByRole("textbox", { name: "Purchase price" });
      await user.click(input);
      // A value set as autofill or a script would, bypassing key and paste filtering.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, "12ab3");
      input.dispatchEvent(new Event("input", { bubbles: true }));
      expect(onChange).toHaveBeenLastCalledWith("123");
      await user.tab();
      expect(input).toHaveValue("R 123.00");
    });

    it("throws in development when given a value that is not a number", () => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      expect(import.meta.env.DEV).toBe(true);
      expect(() => render(<Input label="Purchase price" type="price" value="a lot" />)).toThrow(
        'A price input was given "a lot", which is not a number.',
      );
      vi.restoreAllMocks();
    });
  });

  describe("a password field", () => {
    it("shows and hides the password with a SHOW/HIDE toggle button", async () => {
      const user = userEvent.setup();
      const onBlur = vi.fn();
      const { container } = render(<Input label="Password" type="password" defaultValue="s3cret!" onBlur={onBlur} />);
      const input = screen.getByLabelText("Password", { selector: "input" });
      const toggle = screen.getByRole("button", { name: "Show password" });
      expect(input).toHaveAttribute("type", "password");
      expect(toggle).toHaveAttribute("aria-pressed", "false");
      expect(toggle).toHaveTextContent("SHOW");
      expect(toggle).toHaveAttribute("aria-controls", input.id);

      await user.click(input);
      await user.click(toggle);
      expect(input).toHaveAttribute("type", "text");
      expect(toggle).toHaveAttribute("aria-pressed", "true");
      expect(toggle).toHaveTextContent("HIDE");
      // Moving from the input to its own toggle is not leaving the field.
      expect(onBlur).not.toHaveBeenCalled();

      await user.keyboard(" ");
      expect(input).toHaveAttribute("type", "password");
      expect(toggle).toHaveTextContent("SHOW");
      await expectNoAxeViolations(container);
    });
  });

  describe("a stepper", () => {
    it("steps with the − and + buttons within its limits", async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(
        <Controlled
          label="Term in months"
          type="number"
          isStepperInput
          stepper={{ min: 24, max: 72, step: 12 }}
          initial="60"
          onChange={onChange}
        />,
      );
      const spinner = screen.getByRole("spinbutton", { name: "Term in months" });
      expect(spinner).toHaveAttribute("aria-valuenow", "60");
      expect(spinner).toHaveAttribute("aria-valuemin", "24");
      expect(spinner).toHaveAttribute("aria-valuemax", "72");
      await user.click(screen.getByRole("button", { name: "Increase Term in months" }));
      expect(spinner).toHaveValue("72");
      expect(screen.getByRole("button", { name: "Increase Term in months" })).toBeDisabled();
      await user.click(screen.getByRole("button", { name: "Decrease Term in months" }));
      expect(spinner).toHaveValue("60");
      expect(onChange).toHaveBeenLastCalledWith("60");
    });

    it("steps with the arrow keys and jumps with Home and End", async () => {
      const user = userEvent.setup();
      const { container } = render(
        <Controlled label="Vehicles" type="number" isStepperInput stepper={{ min: 1, max: 9 }} initial="3" />,
      );
      const spinner = screen.getByRole("spinbutton", { name: "Vehicles" });
      await user.click(spinner);
      await user.keyboard("{ArrowUp}{ArrowUp}");
      expect(spinner).toHaveValue("5");
      await user.keyboard("{ArrowDown}");
      expect(spinner).toHaveValue("4");
      await user.keyboard("{End}");
      expect(spinner).toHaveValue("9");
      await user.keyboard("{Home}");
      expect(spinner).toHaveValue("1");
      await expectNoAxeViolations(container);
    });
  });

  describe("errors", () => {
    it("shows an invalid field's error below it, linked and in a live region", async () => {
      const { container, rerender } = render(
        <Input label="ID number" feedback="idle" error="That doesn't seem to be a valid ID." />,
      );
      const input = screen.getByRole("textbox", { name: "ID number" });
      expect(input).toHaveAttribute("aria-invalid", "false");
      expect(screen.queryByText("That doesn't seem to be a valid ID.")).toBeNull();

      rerender(<Input label="ID number" feedback="invalid" error="That doesn't seem to be a valid ID." />);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription("That doesn't seem to be a valid ID.");
      const region = container.querySelector(".field__error");
      expect(region).toHaveAttribute("aria-live", "polite");
      expect(region).toHaveTextContent("That doesn't seem to be a valid ID.");
      expect(container.querySelector(".field")).toHaveAttribute("data-state", "invalid");
      expect(container.querySelector(".field")).toHaveAttribute("data-error-placement", "floating");
      await expectNoAxeViolations(container);

      rerender(<Input label="ID number" feedback="valid" />);
      expect(input).toHaveAttribute("aria-invalid", "false");
      expect(input).not.toHaveAttribute("aria-describedby");
      expect(container.querySelector(".field")).toHaveAttribute("data-state", "valid");
    });

    it("places the error inline when configured", () => {
      const { container } = render(
        <Input
          label="ID number"
          feedback="invalid"
          error="That's too short to be an ID number."
          errorPlacement="inline"
        />,
      );
      expect(container.querySelector(".field")).toHaveAttribute("data-error-placement", "inline");
    });

    it("lets the error appear over 0.2 s (§9)", () => {
      render(<Input label="ID number" feedback="invalid" error="That's too short to be an ID number." />);
      expect(screen.getByText("That's too short to be an ID number.")).toHaveStyle({ animationDuration: "200ms" });
    });
  });
});
