import { AmountField, type AmountFieldProps } from "~/ui/amount-field/amount-field";
import type { FieldBinding } from "./use-form";

export interface FormAmountFieldProps extends Omit<
  AmountFieldProps,
  "value" | "defaultValue" | "onValueChange" | "onBlur" | "id" | "name" | "feedback" | "error" | "errorPlacement"
> {
  readonly field: FieldBinding<number | null>;
}

/** An AmountField bound to a useForm field. */
export function FormAmountField({ field, disabled, ...props }: FormAmountFieldProps) {
  return (
    <AmountField
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
