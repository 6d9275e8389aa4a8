import { useForm, useInputControl } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { formatRand } from "~/lib/format/currency";
import {
  cellphoneRule,
  emailRule,
  inListRule,
  minLengthRule,
  numberRule,
  passwordRule,
  rangeRule,
  requiredRule,
  saIdNumberRule,
} from "~/lib/validation/field-rules";
import { z } from "~/lib/validation/zod";
import { ruleField } from "~/lib/validation/zod-rules";
import { AmountField } from "~/ui/amount-field/amount-field";
import { conformControl, useJudgedFields } from "~/ui/form/conform-field";
import type { ErrorPlacement } from "~/ui/form/field-frame";
import { Input } from "~/ui/input/input";
import { Select } from "~/ui/select/select";
import type { SelectOption } from "~/ui/select/use-select";
import "./forms-section.css";

const VEHICLE_TYPES: readonly SelectOption[] = [
  { value: "new", label: "New vehicle" },
  { value: "used", label: "Used vehicle" },
  { value: "demo", label: "Demo vehicle" },
  { value: "motorcycle", label: "Motorcycle" },
  { value: "caravan", label: "Caravan or trailer" },
  { value: "boat", label: "Boat" },
];

/** §9 cash-power terms: 24 to 72 months, offered in whole years. */
const TERM = { min: 24, max: 72, step: 12 } as const;

/** A rand amount as its control shows it ("R 1 234 567.50", "1 000"): the number's own text. */
const withoutGrouping = (posted: string) => posted.replace(/^\s*R/, "").replace(/\s+/g, "");

/** The catalogue form's one schema: each field's §5 rules, in the order they are checked. */
const demoSchema = z.object({
  idNumber: ruleField([requiredRule(), saIdNumberRule()]),
  cellphone: ruleField([requiredRule(), cellphoneRule()]),
  email: ruleField([requiredRule(), emailRule()]),
  purchasePrice: ruleField(
    [requiredRule(), numberRule(), rangeRule({ min: 10_000, max: 10_000_000 }, formatRand)],
    withoutGrouping,
  ),
  amount: ruleField([requiredRule(), rangeRule({ min: 1_000 }, formatRand)], withoutGrouping),
  password: ruleField([passwordRule(), minLengthRule(8)]),
  vehicleType: ruleField([
    requiredRule("Choose a vehicle type"),
    inListRule(
      VEHICLE_TYPES.map((option) => option.value),
      "Choose one of the listed vehicle types",
    ),
  ]),
  term: ruleField([requiredRule(), numberRule(), rangeRule(TERM)]),
});

const PLACEMENTS: readonly { readonly value: ErrorPlacement; readonly label: string }[] = [
  { value: "floating", label: "Floating below the field" },
  { value: "inline", label: "Inline, pushing the form down" },
];

const fieldsNeedingAttention = (count: number) =>
  count === 1 ? "1 field needs your attention." : `${count} fields need your attention.`;

/**
 * The form controls of §4.6 and §5 in the widget catalogue: every control type, the South African ID and
 * cellphone checks, price and amount entry, and the error behaviour (on leaving a field, on submit with a
 * scroll to the first problem, on a revalidate request), with the error placement and a form-wide
 * disabled state to switch.
 */
export function FormsSection() {
  const [errorPlacement, setErrorPlacement] = useState<ErrorPlacement>("floating");
  const [disabled, setDisabled] = useState(false);
  const [accepted, setAccepted] = useState(false);
  // How many fields are wrong, counted from the first submit on (before it the status says nothing).
  const [errorCount, setErrorCount] = useState<number>();
  const { judged, note } = useJudgedFields();
  const [form, fields] = useForm<z.input<typeof demoSchema>>({
    defaultValue: { term: "60" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema: demoSchema, disableAutoCoercion: true });
      note(submission);
      const intent = submission.reply().intent;
      if (intent?.type === "reset") setErrorCount(undefined);
      else if (intent === undefined || errorCount !== undefined)
        setErrorCount(submission.status === "error" ? Object.values(submission.error ?? {}).filter(Boolean).length : 0);
      return submission;
    },
    onSubmit(event) {
      // This catalogue form sends nothing.
      event.preventDefault();
      setAccepted(true);
    },
  });
  const vehicleType = useInputControl(fields.vehicleType);
  const control = (name: keyof typeof fields) => ({
    ...conformControl(fields[name], judged(name)),
    errorPlacement,
    disabled,
  });
  const status =
    errorCount === 0 || errorCount === undefined
      ? accepted
        ? "Every answer passed its checks. This catalogue form sends nothing."
        : ""
      : fieldsNeedingAttention(errorCount);

  return (
    <section id="forms" className="forms-section" aria-labelledby="forms-section-title">
      <h2 id="forms-section-title">Form controls</h2>
      <p>
        Fill in the fields and leave each one to see its checks. Submitting with problems moves you to the first field
        that needs attention.
      </p>

      <fieldset className="forms-section__options">
        <legend>Error placement</legend>
        {PLACEMENTS.map((placement) => (
          <label key={placement.value} className="forms-section__option">
            <input
              type="radio"
              name="forms-section-error-placement"
              value={placement.value}
              checked={errorPlacement === placement.value}
              onChange={() => setErrorPlacement(placement.value)}
            />
            {placement.label}
          </label>
        ))}
        <label className="forms-section__option">
          <input type="checkbox" checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
          Disable the form
        </label>
      </fieldset>

      <form
        id={form.id}
        noValidate={form.noValidate}
        onSubmit={form.onSubmit}
        className="forms-section__form"
        aria-labelledby="forms-section-title"
      >
        <div className="forms-section__grid">
          <Input key={fields.idNumber.key} {...control("idNumber")} label="ID number" required />
          <Input
            key={fields.cellphone.key}
            {...control("cellphone")}
            label="Cellphone number"
            type="tel"
            autoComplete="tel-national"
            required
          />
          <Input
            key={fields.email.key}
            {...control("email")}
            label="Email address"
            type="email"
            autoComplete="email"
            required
          />
          <Input
            key={fields.password.key}
            {...control("password")}
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Input
            key={fields.purchasePrice.key}
            {...control("purchasePrice")}
            label="Purchase price"
            type="price"
            required
          />
          <AmountField
            key={fields.amount.key}
            {...control("amount")}
            defaultValue={undefined}
            label="Amount"
            required
          />
          <Select
            key={fields.vehicleType.key}
            {...control("vehicleType")}
            defaultValue={undefined}
            value={typeof vehicleType.value === "string" ? vehicleType.value : ""}
            onValueChange={vehicleType.change}
            onBlur={vehicleType.blur}
            label="Vehicle type"
            placeholder="Select a vehicle type"
            options={VEHICLE_TYPES}
            required
          />
          <Input
            key={fields.term.key}
            {...control("term")}
            label="Term in months"
            type="number"
            isStepperInput
            stepper={TERM}
            required
          />
        </div>
        <div className="forms-section__actions">
          <button type="submit" className="forms-section__button forms-section__button--primary" disabled={disabled}>
            Submit
          </button>
          <button type="button" className="forms-section__button" disabled={disabled} onClick={() => form.validate()}>
            Check every field
          </button>
          <button
            type="button"
            className="forms-section__button"
            disabled={disabled}
            onClick={() => {
              form.reset();
              setAccepted(false);
            }}
          >
            Clear the form
          </button>
        </div>
        <p className="forms-section__status" role="status">
          {status}
        </p>
      </form>
    </section>
  );
}
