import { describe, expect, it } from "vitest";
import { cellphoneRule, requiredRule } from "~/lib/validation/field-rules";
import {
  formErrors,
  formReducer,
  formValues,
  initialFormState,
  isFormValid,
  type FieldConfigs,
  type FormAction,
  type FormState,
} from "./form-state";

interface Values {
  readonly name: string;
  readonly cellphone: string;
  readonly amount: number | null;
}

const configs: FieldConfigs<Values> = {
  name: { initialValue: "" },
  cellphone: { initialValue: "", rules: [requiredRule(), cellphoneRule()] },
  amount: { initialValue: null, rules: [requiredRule()] },
};

const run = (...actions: FormAction<Values>[]): FormState<Values> =>
  actions.reduce((state, action) => formReducer(configs, state, action), initialFormState(configs));

describe("form state", () => {
  it("starts with the initial values, nothing shown, nothing touched", () => {
    const state = initialFormState(configs);
    expect(formValues(state)).toEqual({ name: "", cellphone: "", amount: null });
    expect(state.fields.cellphone).toEqual({ value: "", feedback: "idle", touched: false });
    expect(state.submitCount).toBe(0);
    expect(state.status).toBe("editing");
  });

  it("keeps every current error, shown or not", () => {
    const state = run({ type: "change", name: "cellphone", value: "082" });
    expect(formErrors(configs, state)).toEqual({
      cellphone: { code: "toShort", message: "Input too short" },
      amount: { code: "required", message: "This field is required" },
    });
    expect(isFormValid(configs, state)).toBe(false);
  });

  it("shows nothing while typing, and the error once the field is left", () => {
    const typed = run({ type: "change", name: "cellphone", value: "082" });
    expect(typed.fields.cellphone.feedback).toBe("idle");
    const left = formReducer(configs, typed, { type: "blur", name: "cellphone" });
    expect(left.fields.cellphone).toEqual({ value: "082", feedback: "invalid", touched: true });
    expect(left.fields.amount.feedback).toBe("idle");
  });

  it("clears the error as soon as the value becomes valid", () => {
    const state = run(
      { type: "change", name: "cellphone", value: "082" },
      { type: "blur", name: "cellphone" },
      { type: "change", name: "cellphone", value: "0825551234" },
    );
    expect(state.fields.cellphone.feedback).toBe("valid");
  });

  it("judges every field on submit and counts the submits", () => {
    const state = run({ type: "change", name: "amount", value: 5000 }, { type: "submit" }, { type: "submit" });
    expect(state.submitCount).toBe(2);
    expect(state.fields.cellphone.feedback).toBe("invalid");
    expect(state.fields.amount.feedback).toBe("valid");
    expect(state.fields.name.feedback).toBe("valid");
    expect(state.fields.cellphone.touched).toBe(false);
  });

  it("revalidates the named fields only, or all of them", () => {
    const some = run({ type: "revalidate", names: ["amount"] });
    expect(some.fields.amount.feedback).toBe("invalid");
    expect(some.fields.cellphone.feedback).toBe("idle");
    expect(some.submitCount).toBe(0);
    const all = run({ type: "revalidate" });
    expect(all.fields.cellphone.feedback).toBe("invalid");
  });

  it("marks the form as submitting until the submit settles", () => {
    expect(run({ type: "submitStarted" }).status).toBe("submitting");
    expect(run({ type: "submitStarted" }, { type: "submitSettled" }).status).toBe("editing");
  });

  it("returns to the initial state on reset", () => {
    const state = run({ type: "change", name: "cellphone", value: "082" }, { type: "submit" }, { type: "reset" });
    expect(state).toEqual(initialFormState(configs));
  });
});
