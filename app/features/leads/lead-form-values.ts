import type { CalculationSummary } from "~/lib/finance/calculation-summary";
import { leadConsentRules, leadTextRules, type LeadFieldErrors, type PreferredTime } from "~/lib/leads/lead-submission";
import type { FieldConfigs } from "~/ui/form/form-state";

/** What the call-me-back form holds while a visitor fills it in. */
export interface LeadFormValues {
  readonly firstName: string;
  readonly surname: string;
  readonly cellphone: string;
  readonly email: string;
  readonly idNumber: string;
  readonly preferredTime: PreferredTime | string;
  readonly consent: boolean;
  readonly marketingOptIn: boolean;
  /** The separate consent to a credit-bureau enquiry with the ID number. */
  readonly preCheckConsent: boolean;
}

export const EMPTY_LEAD_FORM: LeadFormValues = {
  firstName: "",
  surname: "",
  cellphone: "",
  email: "",
  idNumber: "",
  preferredTime: "anytime",
  consent: false,
  marketingOptIn: false,
  preCheckConsent: false,
};

/** The form's fields with the shared rules (app/lib/leads), starting from `initial`. */
export function leadFormFields(initial: Partial<LeadFormValues> = {}): FieldConfigs<LeadFormValues> {
  const start = { ...EMPTY_LEAD_FORM, ...initial };
  return {
    firstName: { initialValue: start.firstName, rules: leadTextRules.firstName },
    surname: { initialValue: start.surname, rules: leadTextRules.surname },
    cellphone: { initialValue: start.cellphone, rules: leadTextRules.cellphone },
    email: { initialValue: start.email, rules: leadTextRules.email },
    idNumber: { initialValue: start.idNumber, rules: leadTextRules.idNumber },
    preferredTime: { initialValue: start.preferredTime, rules: leadTextRules.preferredTime },
    consent: { initialValue: start.consent, rules: leadConsentRules },
    marketingOptIn: { initialValue: start.marketingOptIn },
    // Whether the ID number and this consent come together is checked by the server (one rule for both).
    preCheckConsent: { initialValue: start.preCheckConsent },
  };
}

/** The JSON body of POST /api/leads for these values. */
export function leadRequestBody(
  values: LeadFormValues,
  context: {
    readonly product: string;
    readonly sourcePath: string;
    readonly calculation: CalculationSummary | undefined;
    /** The listing the request is about, on a car's page. */
    readonly vehicleId?: number;
  },
) {
  const optional = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    firstName: values.firstName.trim(),
    surname: values.surname.trim(),
    cellphone: values.cellphone.replace(/\s+/g, ""),
    email: optional(values.email),
    idNumber: optional(values.idNumber),
    product: context.product,
    sourcePath: context.sourcePath,
    preferredTime: values.preferredTime,
    calculation: context.calculation ?? null,
    ...(context.vehicleId !== undefined && { vehicleId: context.vehicleId }),
    consent: values.consent,
    marketingOptIn: values.marketingOptIn,
    preCheckConsent: values.preCheckConsent,
  };
}

/** A posted form (the page's or the fetcher's) in the shape of the JSON body: checkboxes send "yes" only when ticked. */
export function leadBodyFromForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const json = (name: string): unknown => {
    if (text(name) === "") return null;
    try {
      return JSON.parse(text(name)) as unknown;
    } catch {
      return "unreadable";
    }
  };
  const calculation = json("calculation");
  // The visit's campaign, which the form puts in a hidden field once it has hydrated (none without JavaScript).
  const campaign = json("campaign");
  const values: LeadFormValues = {
    firstName: text("firstName"),
    surname: text("surname"),
    cellphone: text("cellphone"),
    email: text("email"),
    idNumber: text("idNumber"),
    preferredTime: text("preferredTime") || "anytime",
    consent: text("consent") === "yes",
    marketingOptIn: text("marketingOptIn") === "yes",
    preCheckConsent: text("preCheckConsent") === "yes",
  };
  // A listing's id as the hidden field sends it; anything but digits is passed on for the rules to refuse.
  const vehicleText = text("vehicleId");
  const vehicleId = /^\d{1,10}$/.test(vehicleText) ? Number(vehicleText) : vehicleText === "" ? undefined : vehicleText;
  return {
    values,
    body: {
      ...leadRequestBody(values, { product: text("product"), sourcePath: text("sourcePath"), calculation: undefined }),
      calculation,
      ...(vehicleId !== undefined && { vehicleId }),
      ...(campaign !== null && { campaign }),
    },
  };
}

/** Server field codes that belong to a visible field of the form. */
export function visibleFieldErrors(fields: LeadFieldErrors): Partial<Record<keyof LeadFormValues, string>> {
  const visible: Partial<Record<keyof LeadFormValues, string>> = {};
  for (const name of Object.keys(EMPTY_LEAD_FORM) as (keyof LeadFormValues)[]) {
    const code = fields[name];
    if (code) visible[name] = code;
  }
  return visible;
}
