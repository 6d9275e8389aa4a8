import { firstError, type FieldError, type FieldRule } from "~/lib/validation/field-rules";
import { nextFeedback, type FeedbackEvent, type FieldFeedback } from "./field-feedback";

/** A field of a form: where it starts and the rules its value must pass, in the order they are checked. */
export interface FieldConfig<Value> {
  readonly initialValue: Value;
  readonly rules?: readonly FieldRule<Value>[];
}

export type FieldConfigs<Values> = { readonly [Name in keyof Values]: FieldConfig<Values[Name]> };

export interface FieldState<Value> {
  readonly value: Value;
  readonly feedback: FieldFeedback;
  /** The user has left the field at least once. */
  readonly touched: boolean;
}

type FieldStates<Values> = { [Name in keyof Values]: FieldState<Values[Name]> };

export interface FormState<Values> {
  readonly fields: Readonly<FieldStates<Values>>;
  readonly submitCount: number;
  /** "submitting" while an asynchronous submit handler runs; the controls are disabled meanwhile. */
  readonly status: "editing" | "submitting";
}

export type FormAction<Values> =
  | {
      readonly [Name in keyof Values]: { readonly type: "change"; readonly name: Name; readonly value: Values[Name] };
    }[keyof Values]
  | { readonly type: "blur"; readonly name: keyof Values }
  | { readonly type: "submit" }
  | { readonly type: "revalidate"; readonly names?: readonly (keyof Values)[] }
  | { readonly type: "submitStarted" }
  | { readonly type: "submitSettled" }
  | { readonly type: "reset" };

const namesOf = <Values>(configs: FieldConfigs<Values>) => Object.keys(configs) as (keyof Values)[];

export function fieldError<Values, Name extends keyof Values>(
  configs: FieldConfigs<Values>,
  name: Name,
  value: Values[Name],
): FieldError | undefined {
  return firstError(configs[name].rules ?? [], value);
}

export function initialFormState<Values>(configs: FieldConfigs<Values>): FormState<Values> {
  const fields = {} as FieldStates<Values>;
  for (const name of namesOf(configs)) {
    fields[name] = { value: configs[name].initialValue, feedback: "idle", touched: false };
  }
  return { fields, submitCount: 0, status: "editing" };
}

export function formValues<Values>(state: FormState<Values>): Values {
  const values = {} as Values;
  for (const name of Object.keys(state.fields) as (keyof Values)[]) values[name] = state.fields[name].value;
  return values;
}

/** Every field's current error (shown or not yet), by name. */
export function formErrors<Values>(
  configs: FieldConfigs<Values>,
  state: FormState<Values>,
): Partial<Record<keyof Values, FieldError>> {
  const errors: Partial<Record<keyof Values, FieldError>> = {};
  for (const name of namesOf(configs)) {
    const error = fieldError(configs, name, state.fields[name].value);
    if (error) errors[name] = error;
  }
  return errors;
}

export function isFormValid<Values>(configs: FieldConfigs<Values>, state: FormState<Values>): boolean {
  return Object.keys(formErrors(configs, state)).length === 0;
}

/** The form's transitions; each field's feedback follows the table in field-feedback.ts. */
export function formReducer<Values>(
  configs: FieldConfigs<Values>,
  state: FormState<Values>,
  action: FormAction<Values>,
): FormState<Values> {
  const judge = <Name extends keyof Values>(
    name: Name,
    event: FeedbackEvent,
    field: FieldState<Values[Name]>,
  ): FieldState<Values[Name]> => ({
    ...field,
    feedback: nextFeedback(field.feedback, event, fieldError(configs, name, field.value) === undefined),
  });
  const judgeAll = (event: FeedbackEvent, names: readonly (keyof Values)[] = namesOf(configs)) => {
    const fields: FieldStates<Values> = { ...state.fields };
    for (const name of names) fields[name] = judge(name, event, state.fields[name]);
    return fields;
  };

  switch (action.type) {
    case "change": {
      const name: keyof Values = action.name;
      const fields: FieldStates<Values> = { ...state.fields };
      fields[name] = judge(name, "change", { ...state.fields[name], value: action.value as Values[typeof name] });
      return { ...state, fields };
    }
    case "blur": {
      const fields: FieldStates<Values> = { ...state.fields };
      fields[action.name] = judge(action.name, "blur", { ...state.fields[action.name], touched: true });
      return { ...state, fields };
    }
    case "submit":
      return { ...state, fields: judgeAll("submit"), submitCount: state.submitCount + 1 };
    case "revalidate":
      return { ...state, fields: judgeAll("revalidate", action.names) };
    case "submitStarted":
      return { ...state, status: "submitting" };
    case "submitSettled":
      return { ...state, status: "editing" };
    case "reset":
      return initialFormState(configs);
    default:
      return action satisfies never;
  }
}
