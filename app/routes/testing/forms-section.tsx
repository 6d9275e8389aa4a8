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
import type { ErrorPlacement } from "~/ui/form/field-frame";
import { Form } from "~/ui/form/form";
import { FormAmountField } from "~/ui/form/form-amount-field";
import { FormInput } from "~/ui/form/form-input";
import { FormSelect } from "~/ui/form/form-select";
import type { FieldConfigs } from "~/ui/form/form-state";
import { useForm } from "~/ui/form/use-form";
import type { SelectOption } from "~/ui/select/use-select";
import "./forms-section.css";

interface DemoValues {
  readonly idNumber: string;
  readonly cellphone: string;
  readonly email: string;
  readonly purchasePrice: string;
  readonly amount: number | null;
  readonly password: string;
  readonly vehicleType: string;
  readonly term: string;
}

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

const DEMO_FIELDS: FieldConfigs<DemoValues> = {
  idNumber: { initialValue: "", rules: [requiredRule(), saIdNumberRule()] },
  cellphone: { initialValue: "", rules: [requiredRule(), cellphoneRule()] },
  email: { initialValue: "", rules: [requiredRule(), emailRule()] },
  purchasePrice: {
    initialValue: "",
    rules: [requiredRule(), numberRule(), rangeRule({ min: 10_000, max: 10_000_000 }, formatRand)],
  },
  amount: { initialValue: null, rules: [requiredRule(), rangeRule({ min: 1_000 }, formatRand)] },
  password: { initialValue: "", rules: [passwordRule(), minLengthRule(8)] },
  vehicleType: {
    initialValue: "",
    rules: [
      requiredRule("Choose a vehicle type"),
      inListRule(
        VEHICLE_TYPES.map((option) => option.value),
        "Choose one of the listed vehicle types",
      ),
    ],
  },
  term: { initialValue: "60", rules: [requiredRule(), numberRule(), rangeRule(TERM)] },
};

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
  const form = useForm<DemoValues>({
    fields: DEMO_FIELDS,
    errorPlacement,
    disabled,
    onSubmit: () => setAccepted(true),
  });
  const errorCount = Object.keys(form.errors).length;
  const status =
    errorCount === 0
      ? accepted
        ? "Every answer passed its checks. This catalogue form sends nothing."
        : ""
      : form.submitCount > 0
        ? fieldsNeedingAttention(errorCount)
        : "";

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

      <Form form={form} className="forms-section__form" aria-labelledby="forms-section-title">
        <div className="forms-section__grid">
          <FormInput field={form.field("idNumber")} label="ID number" required />
          <FormInput
            field={form.field("cellphone")}
            label="Cellphone number"
            type="tel"
            autoComplete="tel-national"
            required
          />
          <FormInput field={form.field("email")} label="Email address" type="email" autoComplete="email" required />
          <FormInput
            field={form.field("password")}
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <FormInput field={form.field("purchasePrice")} label="Purchase price" type="price" required />
          <FormAmountField field={form.field("amount")} label="Amount" required />
          <FormSelect
            field={form.field("vehicleType")}
            label="Vehicle type"
            placeholder="Select a vehicle type"
            options={VEHICLE_TYPES}
            required
          />
          <FormInput
            field={form.field("term")}
            label="Term in months"
            type="number"
            isStepperInput
            stepper={TERM}
            required
          />
        </div>
        <div className="forms-section__actions">
          <button
            type="submit"
            className="forms-section__button forms-section__button--primary"
            disabled={form.disabled}
          >
            Submit
          </button>
          <button
            type="button"
            className="forms-section__button"
            disabled={form.disabled}
            onClick={() => form.revalidate()}
          >
            Check every field
          </button>
          <button
            type="button"
            className="forms-section__button"
            disabled={form.disabled}
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
      </Form>
    </section>
  );
}
