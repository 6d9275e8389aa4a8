import { z } from "~/lib/validation/zod";

/**
 * The consents and the declaration of a finance application, each stored with the version of the words
 * the applicant saw and the time. The credit-bureau consent and the privacy notice are separate and never
 * ticked in advance; marketing is a third, optional one. Change a version whenever its words change, so a
 * stored consent always says which words it was given to.
 */
export const APPLICATION_CONSENT_TEXT_VERSIONS = {
  /** Umoya Finance may enquire at the credit bureaux to assess this application (National Credit Act s81). */
  creditBureau: "2026-11-application-bureau-1",
  /** The privacy notice: what is collected, why, who receives it (the origination system), how long it is kept. */
  privacy: "2026-11-application-privacy-1",
  /** News and offers by e-mail or SMS; optional, withdrawn at any time. */
  marketing: "2026-11-application-marketing-1",
  /** The applicant declares the answers true and complete. */
  declaration: "2026-11-application-declaration-1",
} as const;

export type ApplicationConsentKind = keyof typeof APPLICATION_CONSENT_TEXT_VERSIONS;

/**
 * The body of POST /api/applications/:id/submit. Anything but `true` for a required consent is named
 * "required", so the applicant hears which box is missing.
 */
const mustBeTrue = z.unknown().check((ctx) => {
  if (ctx.value !== true) ctx.issues.push({ code: "custom", message: "required", input: ctx.value });
});

export const applicationSubmitSchema = z.strictObject({
  // A body without consents names each of them ("consents.creditBureau"), rather than "consents" alone.
  consents: z.preprocess(
    (value) => value ?? {},
    z.strictObject({
      creditBureau: mustBeTrue,
      privacy: mustBeTrue,
      marketing: z.boolean().optional(),
    }),
  ),
  declaration: mustBeTrue,
});

export interface ApplicationSubmission {
  readonly consents: { readonly creditBureau: true; readonly privacy: true; readonly marketing: boolean };
  readonly declaration: true;
}

/**
 * The words each consent is given to, as the check-and-submit page shows them beside its box: the version
 * above names these words, so a change of words needs a new version there.
 */
export const APPLICATION_CONSENT_WORDS = {
  creditBureau:
    "I agree that Umoya Finance may obtain my credit record from one or more registered credit bureaus to assess this application.",
  privacy:
    "I have read the privacy notice, which says how Umoya Finance uses, shares and keeps the personal information in this application.",
  marketing: "Umoya Finance may send me news and offers by e-mail or SMS. I can stop them at any time. (Optional.)",
  declaration:
    "I declare that my answers are true and complete. I know that the National Credit Act asks me to answer a credit provider's questions fully and truthfully when I apply (section 81(1)).",
} as const satisfies Record<keyof typeof APPLICATION_CONSENT_TEXT_VERSIONS, string>;
