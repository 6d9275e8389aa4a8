import { nameInSentence } from "~/content/name-in-sentence";
import type { LeadFieldErrors } from "~/lib/leads/lead-submission";

/** Where the form posts, with JavaScript (a fetcher) and without: the call-me-back route's action. */
export const CALL_ME_BACK_ACTION = "/call-me-back";
/** The hidden field that carries the form's idempotency key: a retry of the same request stores one lead. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";
/** The hidden field that carries the visitor's CSRF token (the action checks it, server/web/form-post.ts). */
export const CSRF_FIELD = "_csrf";
/**
 * Added by the form's script when it sends the form in place (a fetcher): a sent request is then answered
 * with data for the form to show, rather than with a page.
 */
export const IN_PLACE_FIELD = "inPlace";

/** The fields a visitor fills in, as the form sends them: text, and "yes" for a ticked box. */
export const LEAD_FORM_FIELDS = [
  "firstName",
  "surname",
  "cellphone",
  "email",
  "idNumber",
  "preferredTime",
  "consent",
  "marketingOptIn",
  "preCheckConsent",
] as const;
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];
export type LeadFormValues = Partial<Record<LeadFormField, string>>;

/** What the action sends back with a form it did not store: enough to draw it again as the visitor left it. */
export interface CallMeBackShown {
  /**
   * What was typed, for the page that answers a post without JavaScript (a fetcher's form still holds it):
   * never the ID number (see `idNumberCleared`).
   */
  readonly values?: LeadFormValues;
  /** An ID number was given: the form asks for it again rather than showing it back. */
  readonly idNumberCleared?: boolean;
  readonly product: { readonly key: string; readonly title: string };
  readonly sourcePath: string;
  readonly vehicleId: number | undefined;
  /** The visitor's token, for a form that must be sent again (its cookies come on the same answer). */
  readonly csrfToken: string | undefined;
  /** The key the next send of this form carries: the same one while nothing was stored, else a new one. */
  readonly idempotencyKey: string;
}

/** The action's answer to a form it did not store. */
export type CallMeBackFormAnswer = CallMeBackShown &
  (
    | { readonly outcome: "invalid"; readonly fields: LeadFieldErrors }
    /** The form came without this visitor's CSRF token (pages carry none): nothing was stored; the visitor confirms. */
    | { readonly outcome: "confirm" }
    /** Too many requests from this address in a short time. */
    | { readonly outcome: "rateLimited"; readonly retryAfterSeconds: number }
    /** The idempotency key was used before for another request. */
    | { readonly outcome: "conflict" }
    /** The lead could not be stored just now (the database is away); nothing was stored. */
    | { readonly outcome: "unavailable"; readonly retryAfterSeconds: number }
  );

/** A stored request: what the confirmation tells the visitor. */
export interface CallMeBackSent {
  readonly outcome: "sent";
  /** The lead's reference, to quote when calling (server/leads/reference.ts). */
  readonly reference: string;
  /** When to expect the call, to follow "will call you": "today before 19:00" (app/lib/leads/call-back-window.ts). */
  readonly expectedCall: string;
  /** The product the request is about, for the page that shows a post without JavaScript. */
  readonly product?: { readonly key: string; readonly title: string };
}

/** Every answer the form can get: the action's, or the browser's when no answer came. */
export type CallMeBackAnswer =
  | CallMeBackSent
  | CallMeBackFormAnswer
  /** No answer came: the network failed. */
  | { readonly outcome: "unreachable" }
  /** The server failed, or refused the request before the action (another site's). */
  | { readonly outcome: "failed" };

export type CallMeBackState = "editing" | "sending" | "sent" | "failed";

/** How the form shows an answer: its state, the line in its status region, and a toast for some. */
export interface AnswerView {
  readonly state: CallMeBackState;
  readonly status: string;
  readonly toast?: { readonly theme: "success" | "error"; readonly title: string };
}

const TRY_AGAIN = "We could not send your request just now. Your details are still here: please try again in a moment.";

/** The words for each answer, the same with JavaScript and without. */
export function answerView(answer: CallMeBackAnswer, productTitle: string): AnswerView {
  const failed = (status: string, toast = true): AnswerView => ({
    state: "failed",
    status,
    ...(toast && { toast: { theme: "error", title: "Request not sent" } }),
  });
  switch (answer.outcome) {
    case "sent":
      // No toast: the confirmation takes the form's place in the page, where it is announced and focused.
      return {
        state: "sent",
        status: `Thank you. A consultant will call you about ${nameInSentence(productTitle)} ${answer.expectedCall}. Your reference number is ${answer.reference}.`,
      };
    case "invalid":
      return failed("Please correct the fields marked below.", false);
    case "confirm":
      return { state: "editing", status: "Please check your details and press Send to confirm your request." };
    case "rateLimited":
      return failed(`Too many requests. Please try again in ${answer.retryAfterSeconds} seconds.`);
    case "conflict":
      return failed("Please press Send again.");
    case "unavailable":
      return failed(TRY_AGAIN);
    case "unreachable":
      return failed("We could not reach our server. Check your connection and press Send again.", false);
    case "failed":
      return failed("Something went wrong on our side. Please try again in a moment.");
    default:
      return answer satisfies never;
  }
}

/**
 * The route's client action: the server's action, whose every outcome is an answer of its own, or, when no
 * answer of it came (the network failed, the server failed or refused the request before the action), an
 * answer the form shows. Without this React Router would throw to the page's error boundary and the form,
 * with what the visitor typed, would be gone.
 */
export async function sendInPlace(serverAction: () => Promise<CallMeBackAnswer>): Promise<CallMeBackAnswer> {
  try {
    return await serverAction();
  } catch (error) {
    // fetch rejects with a TypeError when the request never got an answer.
    return { outcome: error instanceof TypeError ? "unreachable" : "failed" };
  }
}
