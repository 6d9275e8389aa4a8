/**
 * The POPIA notice shown where a lead is collected. Its version is stored with every lead, so the sales
 * team can tell which words a visitor agreed to; change the version whenever the words change.
 */
export const CONSENT_TEXT_VERSION = "2026-11-popia-3";

/**
 * The version of the words a visitor agrees to when the request is about a car for sale (a car's page): the
 * same notice, plus who receives it, naming the dealer who lists the car (`carEnquiryRecipients`). Leads stored
 * before keep the version they were given.
 */
export const CAR_ENQUIRY_CONSENT_TEXT_VERSION = "2026-11-popia-car-1";

/** The consent version a lead is stored with: the car enquiry's when it is about a listed car. */
export const consentTextVersionFor = (lead: { readonly vehicleId: number | null }): string =>
  lead.vehicleId === null ? CONSENT_TEXT_VERSION : CAR_ENQUIRY_CONSENT_TEXT_VERSION;

/** Who receives a car enquiry, said in the form before the visitor consents. */
export const carEnquiryRecipients = (dealerName: string): string =>
  `Our consultants, and ${dealerName}, the dealer who lists this car: we send the dealer your request (your name, cellphone number, email address, when to call and any calculator figures) with the car you asked about, so that they can answer you about the car. The dealer does not receive your ID number.`;

export const LEAD_RETENTION_DAYS_DEFAULT = 90;

export const POPIA_NOTICE = {
  collected:
    "Your name, cellphone number and, if you give them, your email address and South African ID number, with the product, any calculator figures and the campaign or website you came from.",
  why: "To call you back about the finance you asked about. Your ID number is used only for a credit pre-check, and only if you tick the separate pre-check box.",
  kept: `For ${LEAD_RETENTION_DAYS_DEFAULT} days, then deleted.`,
  contact: "Our Information Officer at privacy@umoyafinance.co.za, to see, correct or delete what we hold about you.",
} as const;

export const CONSENT_LABEL = "I agree that Umoya Finance may use these details to call me back, as explained above.";
export const MARKETING_LABEL = "Send me news and offers from Umoya Finance (optional).";

/**
 * A pre-check is an enquiry at a credit bureau, which needs its own consent: a separate box, never ticked
 * for the visitor, and optional. Its version and time are stored with the lead apart from the call-back
 * consent, so the consultant can tell whether an enquiry may be made; change the version whenever the
 * words change.
 */
export const PRE_CHECK_CONSENT_TEXT_VERSION = "2026-11-pre-check-1";

export const PRE_CHECK_CONSENT_LABEL =
  "I agree that Umoya Finance may make an enquiry about me at a credit bureau with my ID number before calling me (optional).";

export const PRE_CHECK_HINT =
  "A pre-check lets the consultant tell you on the call what finance you may qualify for. Without this tick we make no credit enquiry and you need not give your ID number.";
