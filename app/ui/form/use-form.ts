import { useCallback, useEffect, useId, useMemo, useReducer, useRef, type FormEvent, type RefObject } from "react";
import type { FieldError } from "~/lib/validation/field-rules";
import type { FieldFeedback } from "./field-feedback";
import type { ErrorPlacement } from "./field-frame";
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
import { scrollElementIntoCentre } from "./scroll-to-control";

export interface UseFormOptions<Values> {
  readonly fields: FieldConfigs<Values>;
  /** Runs on a submit with every field valid; while a returned promise is pending the controls are disabled. */
  readonly onSubmit?: (values: Values) => void | Promise<unknown>;
  /** Runs on a submit with invalid fields (their number given), e.g. to summarise it in a status region. */
  readonly onInvalid?: (invalidCount: number) => void;
  readonly errorPlacement?: ErrorPlacement;
  /** Disables every control of the form (§4.6: a form state can disable an input). */
  readonly disabled?: boolean;
}

/** Everything a control needs to take part in the form. */
export interface FieldBinding<Value> {
  readonly id: string;
  readonly name: string;
  readonly value: Value;
  readonly feedback: FieldFeedback;
  /** The message to show now: only while the field is judged invalid. */
  readonly error: string | undefined;
  readonly errorPlacement: ErrorPlacement;
  readonly disabled: boolean;
  readonly setValue: (value: Value) => void;
  /** The user left the field. */
  readonly blur: () => void;
}

export interface FormApi<Values> {
  readonly values: Values;
  /** Every field's current error, shown or not yet. */
  readonly errors: Partial<Record<keyof Values, FieldError>>;
  readonly touched: Readonly<Record<keyof Values, boolean>>;
  readonly submitCount: number;
  readonly submitting: boolean;
  readonly disabled: boolean;
  readonly errorPlacement: ErrorPlacement;
  /** Spread on the <form> element. */
  readonly formProps: {
    readonly ref: RefObject<HTMLFormElement | null>;
    readonly noValidate: true;
    readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  field<Name extends keyof Values>(name: Name): FieldBinding<Values[Name]>;
  setValue<Name extends keyof Values>(name: Name, value: Values[Name]): void;
  /** Judges the named fields (all when none are named) and shows their errors, without submitting. */
  revalidate(names?: readonly (keyof Values)[]): void;
  submit(): void;
  reset(): void;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";

/**
 * Form state for §4.6: values, what each control shows, submit and revalidate. Errors appear when a field
 * is left, on submit, or on a revalidate request, and clear as soon as the value is valid (see
 * field-feedback.ts). A submit with errors focuses the first invalid control in the page's order and
 * scrolls it to the middle of the viewport.
 */
export function useForm<Values>({
  fields,
  onSubmit,
  onInvalid,
  errorPlacement = "floating",
  disabled = false,
}: UseFormOptions<Values>): FormApi<Values> {
  const [state, dispatch] = useReducer(
    (current: FormState<Values>, action: FormAction<Values>) => formReducer(fields, current, action),
    fields,
    initialFormState,
  );
  const baseId = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const scrollRequested = useRef(false);

  useEffect(() => {
    if (!scrollRequested.current) return;
    scrollRequested.current = false;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!firstInvalid) return;
    // Focus first without the browser's jump, then glide there; the whole field (label and error) is
    // what is brought into view.
    firstInvalid.focus({ preventScroll: true });
    return scrollElementIntoCentre(firstInvalid.closest(".field") ?? firstInvalid);
  }, [state.submitCount]);

  const values = useMemo(() => formValues(state), [state]);
  const errors = useMemo(() => formErrors(fields, state), [fields, state]);
  const submitting = state.status === "submitting";
  const formDisabled = disabled || submitting;

  const submit = useCallback(() => {
    if (formDisabled) return;
    dispatch({ type: "submit" });
    if (!isFormValid(fields, state)) {
      scrollRequested.current = true;
      onInvalid?.(Object.values(formErrors(fields, state)).filter(Boolean).length);
      return;
    }
    const result = onSubmit?.(formValues(state));
    if (!isThenable(result)) return;
    dispatch({ type: "submitStarted" });
    const settle = () => dispatch({ type: "submitSettled" });
    result.then(settle, (error: unknown) => {
      settle();
      throw error;
    });
  }, [fields, formDisabled, onSubmit, onInvalid, state]);

  const touched = useMemo(() => {
    const result = {} as Record<keyof Values, boolean>;
    for (const name of Object.keys(state.fields) as (keyof Values)[]) result[name] = state.fields[name].touched;
    return result;
  }, [state.fields]);

  return {
    values,
    errors,
    touched,
    submitCount: state.submitCount,
    submitting,
    disabled: formDisabled,
    errorPlacement,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        submit();
      },
    },
    field<Name extends keyof Values>(name: Name): FieldBinding<Values[Name]> {
      const field = state.fields[name];
      const key = String(name);
      return {
        id: `${baseId}-${key}`,
        name: key,
        value: field.value,
        feedback: field.feedback,
        error: field.feedback === "invalid" ? errors[name]?.message : undefined,
        errorPlacement,
        disabled: formDisabled,
        setValue: (value) => dispatch({ type: "change", name, value } as FormAction<Values>),
        blur: () => dispatch({ type: "blur", name }),
      };
    },
    setValue: (name, value) => dispatch({ type: "change", name, value } as FormAction<Values>),
    revalidate: (names) => dispatch({ type: "revalidate", names }),
    submit,
    reset: () => dispatch({ type: "reset" }),
  };
}
