/**
 * The POPIA notice shown where a lead is collected. Its version is stored with every lead, so the sales
 * team can tell which words a visitor agreed to; change the version whenever the words change.
 */
export const CONSENT_TEXT_VERSION = "2026-11-popia-1";

export const LEAD_RETENTION_DAYS_DEFAULT = 90;

export const POPIA_NOTICE = {
  collected:
    "Your name, cellphone number and, if you give them, your email address and South African ID number, with the product and any calculator figures you came from.",
  why: "Only to call you back about the finance you asked about. With your ID number our consultant can run a faster pre-check before the call.",
  kept: `For ${LEAD_RETENTION_DAYS_DEFAULT} days, then deleted.`,
  contact: "Our Information Officer at privacy@umoyafinance.co.za, to see, correct or delete what we hold about you.",
} as const;

export const CONSENT_LABEL = "I agree that Umoya Finance may use these details to call me back, as explained above.";
export const MARKETING_LABEL = "Send me news and offers from Umoya Finance (optional).";
