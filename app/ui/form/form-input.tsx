import { Input, type InputProps } from "~/ui/input/input";
import type { FieldBinding } from "./use-form";

export interface FormInputProps extends Omit<
  InputProps,
  "value" | "defaultValue" | "onValueChange" | "onBlur" | "id" | "name" | "feedback" | "error" | "errorPlacement"
> {
  readonly field: FieldBinding<string>;
}

/** An Input bound to a useForm field: value, errors, state and the form's disabled flag. */
export function FormInput({ field, disabled, ...props }: FormInputProps) {
  return (
    <Input
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
