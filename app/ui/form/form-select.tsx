import { Select, type SelectProps } from "~/ui/select/select";
import type { FieldBinding } from "./use-form";

export interface FormSelectProps extends Omit<
  SelectProps,
  "value" | "defaultValue" | "onValueChange" | "onBlur" | "id" | "name" | "feedback" | "error" | "errorPlacement"
> {
  readonly field: FieldBinding<string>;
}

/** A Select bound to a useForm field: choosing an option updates the value and tells the form it was left. */
export function FormSelect({ field, disabled, ...props }: FormSelectProps) {
  return (
    <Select
      {...props}
      id={field.id}
      name={field.name}
      value={field.value}
      onValueChange={field.setValue}
      onBlur={field.blur}
      feedback={field.feedback}
      error={field.error}
      errorPlacement={field.errorPlacement}
      disabled={field.disabled || disabled}
    />
  );
}
