import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cellphoneRule, rangeRule, requiredRule, saIdNumberRule } from "~/lib/validation/field-rules";
// eslint-disable-next-line no-restricted-imports -- tests/support lies outside app/, so no ~/ alias reaches it.
import { expectNoAxeViolations } from "../../../tests/support/axe";
import { Form } from "./form";
import { FormAmountField } from "./form-amount-field";
import { FormInput } from "./form-input";
import { FormSelect } from "./form-select";
import type { ErrorPlacement } from "./field-frame";
import { useForm, type FormApi } from "./use-form";

interface Values {
  readonly idNumber: string;
  readonly cellphone: string;
  readonly vehicleType: string;
  readonly amount: number | null;
}

interface TestFormProps {
  readonly onSubmit?: (values: Values) => void | Promise<unknown>;
  readonly errorPlacement?: ErrorPlacement;
  readonly disabled?: boolean;
  readonly expose?: (form: FormApi<Values>) => void;
}

function TestForm({ onSubmit, errorPlacement, disabled, expose }: TestFormProps) {
  const form = useForm<Values>({
    fields: {
      idNumber: { initialValue: "", rules: [requiredRule(), saIdNumberRule(() => new Date(2025, 6, 15))] },
      cellphone: { initialValue: "", rules: [requiredRule(), cellphoneRule()] },
      vehicleType: { initialValue: "", rules: [requiredRule("Choose a vehicle type")] },
      amount: { initialValue: null, rules: [requiredRule(), rangeRule({ min: 1000 })] },
    },
    onSubmit,
    errorPlacement,
    disabled,
  });
  expose?.(form);
  return (
    <Form form={form} aria-labelledby="test-form-title">
      <h2 id="test-form-title">Apply</h2>
      <FormInput field={form.field("idNumber")} label="ID number" />
      <FormInput field={form.field("cellphone")} label="Cellphone number" type="tel" />
      <FormSelect
        field={form.field("vehicleType")}
        label="Vehicle type"
        placeholder="Select a vehicle type"
        options={[
          { value: "new", label: "New vehicle" },
          { value: "used", label: "Used vehicle" },
        ]}
      />
      <FormAmountField field={form.field("amount")} label="Amount" />
      <button type="submit">Apply now</button>
    </Form>
  );
}

const idNumber = () => screen.getByRole("textbox", { name: "ID number" });
const cellphone = () => screen.getByRole("textbox", { name: "Cellphone number" });
const vehicleType = () => screen.getByRole("combobox", { name: "Vehicle type" });
const amount = () => screen.getByRole("textbox", { name: "Amount" });

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // jsdom has no layout or scrolling; the calls are what can be checked.
  scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("useForm with the Field components", () => {
  it("shows no error while the user types, and the error when they leave the field", async () => {
    const user = userEvent.setup();
    const { container } = render(<TestForm />);
    await user.type(idNumber(), "8001015009088");
    expect(idNumber()).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText("That doesn't seem to be a valid ID.")).toBeNull();
    await user.tab();
    expect(idNumber()).toHaveAttribute("aria-invalid", "true");
    expect(idNumber()).toHaveAccessibleDescription("That doesn't seem to be a valid ID.");
    expect(idNumber().closest(".field")).toHaveAttribute("data-state", "invalid");
    await expectNoAxeViolations(container);
  });

  it("updates a shown error as the user types and clears it as soon as the value is valid", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(idNumber(), "800101");
    await user.tab();
    expect(screen.getByText("That's too short to be an ID number.")).toBeInTheDocument();
    await user.click(idNumber());
    await user.keyboard("500908");
    expect(screen.getByText("That's too short to be an ID number.")).toBeInTheDocument();
    await user.keyboard("8");
    expect(screen.getByText("That doesn't seem to be a valid ID.")).toBeInTheDocument();
    await user.keyboard("{Backspace}7");
    expect(screen.queryByText("That doesn't seem to be a valid ID.")).toBeNull();
    expect(idNumber()).toHaveAttribute("aria-invalid", "false");
    expect(idNumber().closest(".field")).toHaveAttribute("data-state", "valid");
  });

  it("shows the phone messages of §8", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(cellphone(), "082555");
    await user.tab();
    expect(cellphone()).toHaveAccessibleDescription("Input too short");
    await user.clear(cellphone());
    await user.type(cellphone(), "0115551234");
    expect(cellphone()).toHaveAccessibleDescription("This is not a valid phone number");
    await user.clear(cellphone());
    await user.type(cellphone(), "0825551234");
    expect(cellphone()).toHaveAttribute("aria-invalid", "false");
  });

  it("shows every error on submit, focuses the first invalid control and scrolls to it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<TestForm onSubmit={onSubmit} />);
    // A page taller than the viewport with the cellphone field far down it.
    vi.spyOn(document.documentElement, "scrollHeight", "get").mockReturnValue(4000);
    const cellphoneField = cellphone().closest(".field");
    if (!cellphoneField) throw new Error("the cellphone input sits in a field frame");
    vi.spyOn(cellphoneField, "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 1500, width: 300, height: 68 }),
    );
    await user.type(idNumber(), "8001015009087");
    await user.click(screen.getByRole("button", { name: "Apply now" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(idNumber()).toHaveAttribute("aria-invalid", "false");
    expect(cellphone()).toHaveAccessibleDescription("This field is required");
    expect(vehicleType()).toHaveAccessibleDescription("Choose a vehicle type");
    expect(amount()).toHaveAccessibleDescription("in rand This field is required");
    expect(cellphone()).toHaveFocus();
    // The field glides to the middle of the viewport: 1500 − (768 − 68) / 2.
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 1150), { timeout: 2000 });
    await expectNoAxeViolations(container);
  });

  it("submits the values when every field is valid", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await user.type(idNumber(), "8001015009087");
    await user.type(cellphone(), "0825551234");
    await user.click(vehicleType());
    await user.click(screen.getByRole("option", { name: "Used vehicle" }));
    await user.type(amount(), "25000");
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledWith({
      idNumber: "8001015009087",
      cellphone: "0825551234",
      vehicleType: "used",
      amount: 25000,
    });
  });

  it("marks a chosen select option as the field being left", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(vehicleType());
    await user.click(screen.getByRole("option", { name: "New vehicle" }));
    expect(vehicleType().closest(".field")).toHaveAttribute("data-state", "valid");
  });

  it("shows errors on a revalidate request without submitting", async () => {
    let form: FormApi<Values> | undefined;
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} expose={(api) => (form = api)} />);
    expect(screen.queryByText("This field is required")).toBeNull();
    act(() => form?.revalidate(["idNumber"]));
    expect(idNumber()).toHaveAccessibleDescription("This field is required");
    expect(cellphone()).toHaveAttribute("aria-invalid", "false");
    act(() => form?.revalidate());
    expect(cellphone()).toHaveAccessibleDescription("This field is required");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(form?.submitCount).toBe(0);
  });

  it("places errors inline when configured", async () => {
    const user = userEvent.setup();
    render(<TestForm errorPlacement="inline" />);
    await user.click(idNumber());
    await user.tab();
    expect(idNumber().closest(".field")).toHaveAttribute("data-error-placement", "inline");
  });

  it("disables every control while told to", () => {
    render(<TestForm disabled />);
    expect(idNumber()).toBeDisabled();
    expect(cellphone()).toBeDisabled();
    expect(amount()).toBeDisabled();
    expect(vehicleType()).toHaveAttribute("aria-disabled", "true");
  });

  it("disables the controls while an asynchronous submit runs", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<TestForm onSubmit={onSubmit} />);
    await user.type(idNumber(), "8001015009087");
    await user.type(cellphone(), "0825551234");
    await user.click(vehicleType());
    await user.click(screen.getByRole("option", { name: "New vehicle" }));
    await user.type(amount(), "5000");
    await user.click(screen.getByRole("button", { name: "Apply now" }));
    expect(idNumber()).toBeDisabled();
    expect(screen.getByRole("form", { name: "Apply" })).toHaveAttribute("aria-busy", "true");
    await act(async () => finish());
    expect(idNumber()).toBeEnabled();
    expect(screen.getByRole("form", { name: "Apply" })).not.toHaveAttribute("aria-busy");
  });

  it("resets to the initial values with nothing shown", async () => {
    const user = userEvent.setup();
    let form: FormApi<Values> | undefined;
    render(<TestForm expose={(api) => (form = api)} />);
    await user.type(cellphone(), "082");
    await user.tab();
    act(() => form?.reset());
    expect(cellphone()).toHaveValue("");
    expect(cellphone()).toHaveAttribute("aria-invalid", "false");
  });

  it("tracks which fields were left", async () => {
    const user = userEvent.setup();
    let form: FormApi<Values> | undefined;
    render(<TestForm expose={(api) => (form = api)} />);
    await user.click(idNumber());
    await user.tab();
    expect(form?.touched).toEqual({ idNumber: true, cellphone: false, vehicleType: false, amount: false });
    expect(form?.errors.idNumber).toEqual({ code: "required", message: "This field is required" });
  });
});
