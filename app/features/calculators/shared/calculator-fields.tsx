import { AmountField } from "~/ui/amount-field/amount-field";
import { Input } from "~/ui/input/input";

interface FieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The field's message; the field shows it, marked invalid, while the value breaks a rule. */
  readonly error?: string;
}

/** A rand amount in whole rand (the §5 amount field), kept as text for the URL. */
export function RandField({ label, name, value, onChange, error }: FieldProps) {
  return (
    <AmountField
      label={label}
      name={name}
      value={value.trim() === "" ? null : Number(value)}
      onValueChange={(next) => onChange(next === null ? "" : String(next))}
      feedback={error ? "invalid" : "idle"}
      error={error}
      errorPlacement="inline"
      required
    />
  );
}

/** A plain number (rate, months, percentage): digits and one decimal point (§5). */
export function FigureField({ label, name, value, onChange, error }: FieldProps) {
  return (
    <Input
      label={label}
      type="number"
      name={name}
      value={value}
      onValueChange={onChange}
      feedback={error ? "invalid" : "idle"}
      error={error}
      errorPlacement="inline"
      maxLength={8}
      required
    />
  );
}
