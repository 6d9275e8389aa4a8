import type { Campaign } from "~/lib/campaign/campaign";
import { parseCampaign } from "~/lib/campaign/campaign-parse";
import type { CalculationSummary } from "~/lib/finance/calculation-summary";
import { calculationSummarySchema } from "~/lib/finance/calculation-summary-schema";
import { cellphoneMessage } from "~/lib/validation/cellphone";
import { EMAIL_MESSAGE } from "~/lib/validation/email";
import { defaultFormErrorMessage } from "~/lib/validation/form-error-messages";
import { saIdNumberMessage, type SaIdNumberCode } from "~/lib/validation/sa-id-number";
import {
  cellphoneRule,
  emailRule,
  firstError,
  inListRule,
  lettersSpacesHyphensRule,
  maxLengthRule,
  requiredRule,
  saIdNumberRule,
  type FieldRule,
} from "~/lib/validation/field-rules";

/**
 * A call-me-back request and the one set of rules that judges it, in the browser form and on the
 * server alike: the server answers a 422 with the same codes the form shows messages for.
 */
export const PREFERRED_TIMES = ["anytime", "morning", "afternoon", "evening"] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

export const PREFERRED_TIME_LABELS: Readonly<Record<PreferredTime, string>> = {
  // The call-back hours run to 19:00 on weekdays and to 12:00 on Saturdays (the form says so above the
  // choices), so "any time" names no one range.
  anytime: "Any time in our call-back hours",
  morning: "Morning (08:00 to 12:00)",
  afternoon: "Afternoon (12:00 to 17:00)",
  evening: "Early evening (17:00 to 19:00)",
};

export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;

export interface LeadSubmission {
  readonly firstName: string;
  readonly surname: string;
  readonly cellphone: string;
  readonly email: string | null;
  readonly idNumber: string | null;
  /** The product or page the request came from (a page key such as "businessSpecialisedFinance"). */
  readonly product: string;
  /** Path of the page the form was on, without query string. */
  readonly sourcePath: string;
  readonly preferredTime: PreferredTime;
  readonly calculation: CalculationSummary | null;
  /** The car for sale the request is about ("Call me back about this car"), by its listing id. */
  readonly vehicleId: number | null;
  readonly consent: true;
  readonly marketingOptIn: boolean;
  /**
   * The visitor's separate consent to a credit-bureau enquiry (a pre-check) with their ID number. The
   * ID number is collected for nothing else, so one comes only with the other.
   */
  readonly preCheckConsent: boolean;
  /** The campaign that brought the visitor (lib/campaign/campaign.ts); null when none is known. */
  readonly campaign: Campaign | null;
}

export const LEAD_FIELDS = [
  "firstName",
  "surname",
  "cellphone",
  "email",
  "idNumber",
  "product",
  "sourcePath",
  "preferredTime",
  "calculation",
  "vehicleId",
  "consent",
  "marketingOptIn",
  "preCheckConsent",
  "campaign",
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** The field codes of a rejected submission, e.g. {"cellphone": "invalid", "idNumber": "checksumFailed"}. */
export type LeadFieldErrors = Partial<Record<string, string>>;

/**
 * What an idempotency key may be: 1 to 200 visible ASCII characters. The API takes it in the
 * Idempotency-Key header, the call-me-back form in a hidden field; a retry with the same key and body
 * is answered with the lead stored the first time.
 */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export const CONSENT_MESSAGE = "Please agree so that we may call you back.";
/** An ID number came without the pre-check consent: it is collected for the pre-check only. */
export const PRE_CHECK_CONSENT_MESSAGE =
  "Your ID number is used only for a pre-check: tick the pre-check box, or clear the ID number.";
/** The pre-check consent came without an ID number. */
export const PRE_CHECK_ID_MESSAGE = "Enter your ID number for the pre-check, or untick the pre-check box.";

const consentRule: FieldRule<boolean> = (value) =>
  value === true ? undefined : { code: "required", message: CONSENT_MESSAGE };

/**
 * The ID number serves the pre-check alone (POPIA: only what the purpose needs), so each needs the other:
 * the field to mark and its code, or nothing. The form checks it before sending, the server again.
 */
export function preCheckPairingError(
  idNumber: string,
  preCheckConsent: boolean,
): { readonly idNumber: "required" } | { readonly preCheckConsent: "required" } | undefined {
  const given = idNumber.trim() !== "";
  if (preCheckConsent && !given) return { idNumber: "required" };
  if (!preCheckConsent && given) return { preCheckConsent: "required" };
  return undefined;
}

/** The rules of the text fields, in the order they are checked; the form shows their messages. */
export const leadTextRules = {
  firstName: [
    requiredRule(),
    lettersSpacesHyphensRule("Use letters, spaces and hyphens only."),
    maxLengthRule(NAME_MAX_LENGTH),
  ],
  surname: [
    requiredRule(),
    lettersSpacesHyphensRule("Use letters, spaces and hyphens only."),
    maxLengthRule(NAME_MAX_LENGTH),
  ],
  cellphone: [requiredRule(), cellphoneRule()],
  email: [emailRule(), maxLengthRule(EMAIL_MAX_LENGTH)],
  idNumber: [saIdNumberRule()],
  preferredTime: [inListRule<string>(PREFERRED_TIMES, "Choose one of the times offered.")],
} satisfies Record<string, readonly FieldRule<string>[]>;

export const leadConsentRules: readonly FieldRule<boolean>[] = [consentRule];

const PRODUCT_PATTERN = /^[A-Za-z][A-Za-z0-9-]{0,59}$/;
const SOURCE_PATH_PATTERN = /^\/[A-Za-z0-9\-/]{0,199}$/;

export type LeadParseResult =
  { readonly ok: true; readonly value: LeadSubmission } | { readonly ok: false; readonly fields: LeadFieldErrors };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Parses a submission (a parsed JSON body, or a posted form turned into the same shape). Unknown fields
 * are rejected rather than silently dropped, so a client with a typo hears about it.
 */
export function parseLeadSubmission(input: unknown): LeadParseResult {
  if (!isRecord(input)) return { ok: false, fields: { body: "invalid" } };
  const fields: LeadFieldErrors = {};
  for (const key of Object.keys(input)) if (!(LEAD_FIELDS as readonly string[]).includes(key)) fields[key] = "unknown";

  const text = (name: keyof typeof leadTextRules, optional: boolean): string | null => {
    const raw = input[name];
    if (raw === undefined || raw === null) {
      if (!optional) fields[name] = "required";
      return null;
    }
    if (typeof raw !== "string") {
      fields[name] = "invalid";
      return null;
    }
    const error = firstError<string>(leadTextRules[name], raw);
    if (error) fields[name] = error.code;
    const trimmed = raw.trim();
    return trimmed === "" ? null : trimmed;
  };

  const firstName = text("firstName", false);
  const surname = text("surname", false);
  const cellphone = text("cellphone", false)?.replace(/\s+/g, "") ?? null;
  const email = text("email", true);
  const idNumber = text("idNumber", true);
  const preferredTime = (text("preferredTime", true) ?? "anytime") as PreferredTime;

  const product = input.product;
  if (typeof product !== "string" || product.trim() === "") fields.product = "required";
  else if (!PRODUCT_PATTERN.test(product)) fields.product = "invalid";

  const sourcePath = input.sourcePath;
  if (typeof sourcePath !== "string" || sourcePath === "") fields.sourcePath = "required";
  else if (!SOURCE_PATH_PATTERN.test(sourcePath)) fields.sourcePath = "invalid";

  let calculation: CalculationSummary | null = null;
  if (input.calculation !== undefined && input.calculation !== null) {
    const parsed = calculationSummarySchema.safeParse(input.calculation);
    if (parsed.success) calculation = parsed.data;
    else fields.calculation = "invalid";
  }

  const vehicleId = input.vehicleId ?? null;
  if (
    vehicleId !== null &&
    !(Number.isInteger(vehicleId) && (vehicleId as number) >= 1 && (vehicleId as number) <= 2_147_483_647)
  )
    fields.vehicleId = "invalid";

  const consentError = firstError(leadConsentRules, input.consent === true);
  if (consentError) fields.consent = consentError.code;
  if (input.consent !== undefined && typeof input.consent !== "boolean") fields.consent = "invalid";

  const marketingOptIn = input.marketingOptIn ?? false;
  if (typeof marketingOptIn !== "boolean") fields.marketingOptIn = "invalid";

  const preCheckConsent = input.preCheckConsent ?? false;
  if (typeof preCheckConsent !== "boolean") fields.preCheckConsent = "invalid";
  else if (fields.idNumber === undefined) Object.assign(fields, preCheckPairingError(idNumber ?? "", preCheckConsent));

  // Field codes name the key ("campaign.source"): never the value, which is not echoed or logged.
  const campaign = parseCampaign(input.campaign);
  if (!campaign.ok) Object.assign(fields, campaign.fields);

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: {
      firstName: firstName as string,
      surname: surname as string,
      cellphone: cellphone as string,
      email,
      idNumber,
      product: product as string,
      sourcePath: sourcePath as string,
      preferredTime,
      calculation,
      vehicleId: vehicleId as number | null,
      consent: true,
      marketingOptIn: marketingOptIn as boolean,
      preCheckConsent: preCheckConsent as boolean,
      campaign: campaign.ok ? campaign.value : null,
    },
  };
}

/** The outcome of submitting a lead, as the API and the no-JavaScript form action both report it. */
export type LeadSubmitOutcome =
  | {
      readonly status: "created";
      readonly id: string;
      /** The lead's reference for the visitor to quote (server/leads/reference.ts): no personal data. */
      readonly reference: string;
      readonly replayed: boolean;
    }
  | { readonly status: "invalid"; readonly fields: LeadFieldErrors }
  /** The Idempotency-Key was used before for a different request. */
  | { readonly status: "conflict" }
  /** The lead could not be stored just now (the database is out of reach); nothing was stored. */
  | { readonly status: "unavailable"; readonly retryAfterSeconds: number };

/**
 * What the server hands the page renderer so the call-me-back route's action can store a lead without
 * the app importing the server (see app/load-context.ts).
 */
export interface LeadCapture {
  submit(input: unknown, options: { readonly idempotencyKey?: string }): Promise<LeadSubmitOutcome>;
}

/** The words for a code the server sent back for a field (the same codes the form's own rules give). */
export function leadFieldMessage(field: string, code: string): string {
  if (field === "consent") return CONSENT_MESSAGE;
  if (field === "preCheckConsent") return PRE_CHECK_CONSENT_MESSAGE;
  if (field === "idNumber" && code === "required") return PRE_CHECK_ID_MESSAGE;
  if (field === "cellphone" && (code === "toShort" || code === "toLong" || code === "invalid"))
    return cellphoneMessage(code);
  if (field === "idNumber" && ["tooShort", "tooLong", "notANumber", "dateFailed", "checksumFailed"].includes(code)) {
    return saIdNumberMessage(code as SaIdNumberCode);
  }
  if (code === "email") return EMAIL_MESSAGE;
  if (code === "lettersSpacesHyphens") return "Use letters, spaces and hyphens only.";
  if (code === "maxlength")
    return field === "email"
      ? `Input too long. Expected at most ${EMAIL_MAX_LENGTH} characters`
      : `Input too long. Expected at most ${NAME_MAX_LENGTH} characters`;
  return defaultFormErrorMessage(code);
}
