import type { SubmissionResult } from "@conform-to/react";
import type { ResumeLink } from "~/lib/applications/application-desk";

/**
 * What an /apply page's action answers when it does not move on to the next page (a 303): the form's
 * reply (what was typed, never the ID number, and each field's code), and a notice for the page: the
 * CSRF token was not this visitor's (nothing saved), too many posts, the link of "Save and continue later".
 */
export interface ApplyActionAnswer {
  readonly result?: SubmissionResult<string[]>;
  readonly notice?: "csrf" | "rateLimited" | "saved" | "savedNoMail" | "noApplication" | "closed" | "confirmWithdraw";
  /** Field codes of a form that is not a section's (the documents, the consents). */
  readonly fields?: Readonly<Record<string, string>>;
  readonly retryAfterSeconds?: number;
  readonly resumeLink?: ResumeLink;
}

/** Loader data that says the page shows one applicant's answers: its document then runs no script. */
export interface PersonalPageData {
  readonly personalData: boolean;
}

/** The form's field that names the button pressed. */
export const INTENT_FIELD = "intent";
export const SAVE_FOR_LATER_INTENT = "save-for-later";
export const CSRF_FIELD = "_csrf";
