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
