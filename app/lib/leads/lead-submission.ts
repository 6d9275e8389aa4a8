import type { Campaign } from "~/lib/campaign/campaign";
import { parseCampaign } from "~/lib/campaign/campaign-parse";
import type { CalculationSummary } from "~/lib/finance/calculation-summary";
import { calculationSummarySchema } from "~/lib/finance/calculation-summary-schema";
import { cellphoneMessage } from "~/lib/validation/cellphone";
import { EMAIL_MESSAGE } from "~/lib/validation/email";
import { defaultFormErrorMessage } from "~/lib/validation/form-error-messages";
import { saIdNumberMessage, type SaIdNumberCode } from "~/lib/validation/sa-id-number";
import { z } from "~/lib/validation/zod";
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

const PREFERRED_TIME_MESSAGE = "Choose one of the times offered.";
export const CONSENT_MESSAGE = "Please agree so that we may call you back.";
/** An ID number came without the pre-check consent: it is collected for the pre-check only. */
export const PRE_CHECK_CONSENT_MESSAGE =
  "Your ID number is used only for a pre-check: tick the pre-check box, or clear the ID number.";
/** The pre-check consent came without an ID number. */
export const PRE_CHECK_ID_MESSAGE = "Enter your ID number for the pre-check, or untick the pre-check box.";

/**
 * The ID number serves the pre-check alone (POPIA: only what the purpose needs), so each needs the other:
 * the field to mark and its code, or nothing.
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
  preferredTime: [inListRule<string>(PREFERRED_TIMES, PREFERRED_TIME_MESSAGE)],
} satisfies Record<string, readonly FieldRule<string>[]>;

const PRODUCT_PATTERN = /^[A-Za-z][A-Za-z0-9-]{0,59}$/;
const SOURCE_PATH_PATTERN = /^\/[A-Za-z0-9\-/]{0,199}$/;

/**
 * One field of the lead schema: `read` turns what was sent into the field's value or names the §5 code it
 * breaks. The issue's message is that code (as every schema of the API carries a rule's code): the API and
 * the action answer it, the form shows its words (`leadFieldMessage`).
 */
function leadField<Value>(read: (raw: unknown) => { readonly value: Value } | { readonly code: string }) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): Value => {
      const result = read(raw);
      if ("value" in result) return result.value;
      ctx.addIssue({ code: "custom", message: result.code });
      return z.NEVER;
    });
}

/** A text field judged by its rules, trimmed; absent (or null) is "required" unless `optional`, empty text null. */
function readText(name: keyof typeof leadTextRules, optional: boolean, raw: unknown) {
  if (raw === undefined || raw === null) return optional ? { value: null } : { code: "required" };
  if (typeof raw !== "string") return { code: "invalid" };
  const error = firstError<string>(leadTextRules[name], raw);
  if (error) return { code: error.code };
  const trimmed = raw.trim();
  return { value: trimmed === "" ? null : trimmed };
}

// A required field's rules refuse empty text, so what passes them is never null.
const requiredText = (name: keyof typeof leadTextRules) =>
  leadField<string>((raw) => readText(name, false, raw) as { value: string } | { code: string });
const optionalText = (name: keyof typeof leadTextRules) => leadField<string | null>((raw) => readText(name, true, raw));

/** A tick box in JSON: true or false, false when absent. */
const flagField = () =>
  leadField<boolean>((raw) =>
    raw === undefined || raw === null
      ? { value: false }
      : typeof raw === "boolean"
        ? { value: raw }
        : { code: "invalid" },
  );

const patternField = (pattern: RegExp, blank: (raw: string) => boolean) =>
  leadField<string>((raw) =>
    typeof raw !== "string" || blank(raw)
      ? { code: "required" }
      : pattern.test(raw)
        ? { value: raw }
        : { code: "invalid" },
  );

/**
 * The call-me-back request and the one set of rules that judges it (§5), as the JSON body of POST
 * /api/leads has it. The call-me-back form's schema (`leadFormSchema`) is this one, read from the form's
 * fields. Unknown fields are refused rather than silently dropped, so a client with a typo hears about it.
 */
export const leadSchema = z
  .strictObject({
    firstName: requiredText("firstName"),
    surname: requiredText("surname"),
    cellphone: requiredText("cellphone").transform((value) => value.replace(/\s+/g, "")),
    email: optionalText("email"),
    idNumber: optionalText("idNumber"),
    product: patternField(PRODUCT_PATTERN, (raw) => raw.trim() === ""),
    sourcePath: patternField(SOURCE_PATH_PATTERN, (raw) => raw === ""),
    preferredTime: optionalText("preferredTime").transform((value) => (value ?? "anytime") as PreferredTime),
    calculation: leadField<CalculationSummary | null>((raw) => {
      if (raw === undefined || raw === null) return { value: null };
      const parsed = calculationSummarySchema.safeParse(raw);
      return parsed.success ? { value: parsed.data } : { code: "invalid" };
    }),
    vehicleId: leadField<number | null>((raw) =>
      raw === undefined || raw === null
        ? { value: null }
        : typeof raw === "number" && Number.isInteger(raw) && raw >= 1 && raw <= 2_147_483_647
          ? { value: raw }
          : { code: "invalid" },
    ),
    consent: leadField<true>((raw) =>
      raw === true ? { value: true } : raw === undefined || raw === false ? { code: "required" } : { code: "invalid" },
    ),
    marketingOptIn: flagField(),
    preCheckConsent: flagField(),
    // Field codes name the key ("campaign.source"): never the value, which is not echoed or logged.
    campaign: z
      .unknown()
      .optional()
      .transform((raw, ctx): Campaign | null => {
        const campaign = parseCampaign(raw);
        if (campaign.ok) return campaign.value;
        for (const [key, code] of Object.entries(campaign.fields))
          ctx.addIssue({ code: "custom", path: key.split(".").slice(1), message: code });
        return z.NEVER;
      }),
  })
  .superRefine(
    (lead, ctx) => {
      // The one rule across two fields: an ID number only with the pre-check consent, and that consent only with one.
      const pairing = preCheckPairingError(lead.idNumber ?? "", lead.preCheckConsent);
      for (const [name, code] of Object.entries(pairing ?? {}))
        ctx.addIssue({ code: "custom", path: [name], message: code });
    },
    // Judged also while other fields are wrong, unless the ID number or the consent is itself wrong.
    {
      when: ({ issues, value }) =>
        typeof value === "object" &&
        value !== null &&
        !Array.isArray(value) &&
        !issues.some((issue) => ["idNumber", "preCheckConsent"].includes(String(issue.path?.[0]))),
    },
  ) satisfies z.ZodType<LeadSubmission>;

/** The field codes of a failed parse: {"cellphone": "invalid", "campaign.source": "unknown", "admin": "unknown"}. */
export function leadIssueCodes(issues: readonly z.core.$ZodIssue[]): LeadFieldErrors {
  const fields: LeadFieldErrors = {};
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[[...issue.path, key].join(".")] = "unknown";
      continue;
    }
    const name = issue.path.length === 0 ? "body" : issue.path.join(".");
    fields[name] ??= issue.code === "custom" ? issue.message : "invalid";
  }
  return fields;
}

/** The fields of the call-me-back form (app/features/leads), as a browser posts them: all text. */
export type LeadFormFields = Partial<Record<string, unknown>>;

/**
 * The call-me-back form as JSON: each field's text (a tick box sends "yes" only when ticked), the figures and
 * the campaign as the JSON their hidden fields hold, the listing's id as digits. Anything else the form
 * carries (the CSRF token, the idempotency key) is not part of the lead and is left out here.
 */
function leadFromForm(input: unknown) {
  const form: LeadFormFields = typeof input === "object" && input !== null ? (input as LeadFormFields) : {};
  const text = (name: string) => {
    const value = form[name];
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
  // A listing's id as the hidden field sends it; anything but digits is passed on for the rules to refuse.
  const vehicle = text("vehicleId");
  const campaign = json("campaign");
  return {
    firstName: text("firstName"),
    surname: text("surname"),
    cellphone: text("cellphone"),
    email: text("email"),
    idNumber: text("idNumber"),
    product: text("product"),
    sourcePath: text("sourcePath"),
    preferredTime: text("preferredTime"),
    calculation: json("calculation"),
    ...(vehicle !== "" && { vehicleId: /^\d{1,10}$/.test(vehicle) ? Number(vehicle) : vehicle }),
    consent: text("consent") === "yes",
    marketingOptIn: text("marketingOptIn") === "yes",
    preCheckConsent: text("preCheckConsent") === "yes",
    // The visit's campaign, put in a hidden field once the form has hydrated (none without JavaScript).
    ...(campaign !== null && { campaign }),
  };
}

/**
 * The call-me-back form's schema: `leadSchema` read from the form's fields. The browser checks the form with
 * it (Conform's `parseWithZod`, without Conform's own coercion) and the route action parses the post with it.
 */
export const leadFormSchema = z.preprocess(leadFromForm, leadSchema);

export type LeadParseResult =
  { readonly ok: true; readonly value: LeadSubmission } | { readonly ok: false; readonly fields: LeadFieldErrors };

/** A submission (a parsed JSON body, or a posted form read by `leadFormSchema`) judged by `leadSchema`. */
export function parseLeadSubmission(input: unknown): LeadParseResult {
  const parsed = leadSchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fields: leadIssueCodes(parsed.error.issues) };
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
  if (field === "preferredTime" && code === "valuenotinlist") return PREFERRED_TIME_MESSAGE;
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
