import type { ReactNode } from "react";
import type { FormApi } from "./use-form";

export interface FormProps<Values> {
  readonly form: FormApi<Values>;
  readonly className?: string;
  /** Id of the heading that names the form. */
  readonly "aria-labelledby"?: string;
  readonly children: ReactNode;
}

/**
 * A <form> wired to useForm: the browser's own validation bubbles are off (the controls show §8
 * messages instead), and submitting runs the form's checks. aria-busy tells assistive technology
 * while an asynchronous submit runs.
 */
export function Form<Values>({ form, className, children, ...aria }: FormProps<Values>) {
  return (
    <form
      {...form.formProps}
      className={className}
      aria-labelledby={aria["aria-labelledby"]}
      aria-busy={form.submitting || undefined}
    >
      {children}
    </form>
  );
}
