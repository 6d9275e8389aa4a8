import type { StoredLead } from "./store";

export const LEAD_CSV_COLUMNS = [
  "id",
  "reference",
  "created_at",
  "first_name",
  "surname",
  "cellphone",
  "email",
  "id_number",
  "product",
  "source_path",
  "preferred_time",
  "marketing_opt_in",
  "consent_text_version",
  "consented_at",
  "pre_check_consent_text_version",
  "pre_check_consented_at",
  "calculation",
  "vehicle_id",
] as const;

/**
 * One CSV field (RFC 4180, quoted when it holds a comma, quote, line break or apostrophe). A value a
 * spreadsheet would run as a formula is prefixed with an apostrophe, so a name typed as "=HYPERLINK(...)"
 * stays text: one that starts with =, +, -, @, a tab, a carriage return (OWASP's CSV injection guidance)
 * or a NUL character (OWASP ASVS). Every CSV the site writes goes through this function.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return "";
  let text = String(value);
  // eslint-disable-next-line no-control-regex -- a NUL first is one of the formula triggers
  if (/^[=+\-@\t\r\u0000]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadCsvRow(lead: StoredLead): string {
  return [
    lead.id,
    lead.reference,
    lead.createdAt.toISOString(),
    lead.firstName,
    lead.surname,
    lead.cellphone,
    lead.email,
    lead.idNumber,
    lead.product,
    lead.sourcePath,
    lead.preferredTime,
    lead.marketingOptIn,
    lead.consentTextVersion,
    lead.consentedAt.toISOString(),
    lead.preCheckConsentTextVersion,
    lead.preCheckConsentedAt?.toISOString() ?? null,
    lead.calculation ? JSON.stringify(lead.calculation) : null,
    lead.vehicleId,
  ]
    .map(csvField)
    .join(",");
}

/** Every lead as CSV for the sales team, with a header row; lines end in CRLF as RFC 4180 asks. */
export function leadsCsv(leads: readonly StoredLead[]): string {
  return [LEAD_CSV_COLUMNS.join(","), ...leads.map(leadCsvRow)].map((line) => `${line}\r\n`).join("");
}
