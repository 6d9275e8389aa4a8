import { isRouteErrorResponse } from "react-router";
import { nameInSentence } from "~/content/name-in-sentence";
import type { LeadFieldErrors } from "~/lib/leads/lead-submission";
import type { LeadFormValues } from "./lead-form-values";

/** Where the form posts, with JavaScript (a fetcher) and without: the call-me-back route's action. */
export const CALL_ME_BACK_ACTION = "/call-me-back";
/** The hidden field that carries the form's idempotency key: a retry of the same request stores one lead. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";
/** The hidden field that carries the visitor's CSRF token (server/security/csrf.ts reads it). */
export const CSRF_FIELD = "_csrf";
/**
 * Added by the form's script when it sends the form in place (a fetcher): a sent request is then answered
 * with data for the form to show, rather than with a redirect to the confirmation page.
 */
export const IN_PLACE_FIELD = "inPlace";

/** What the action sends back with a form it shows again: enough to draw it as the visitor left it. */
export interface CallMeBackShown {
  /** What was typed, except the ID number: a page never repeats one (see `idNumberCleared`). */
  readonly values: LeadFormValues;
  /** An ID number was given: the form asks for it again rather than showing it back. */
  readonly idNumberCleared: boolean;
  readonly product: { readonly key: string; readonly title: string };
  readonly sourcePath: string;
  readonly vehicleId: number | undefined;
  /** The visitor's token, for a form that must be sent again (its cookies come on the same answer). */
  readonly csrfToken: string | undefined;
  /** The key the next send of this form carries: the same one while nothing was stored, else a new one. */
  readonly idempotencyKey: string;
}

/** The action's answer to a form it did not store, shown again; only the no-JavaScript page reads `shown`. */
export type CallMeBackFormAnswer = CallMeBackShown &
  (
    | { readonly outcome: "invalid"; readonly fields: LeadFieldErrors }
    /** The form came without a valid token (pages carry none): nothing was stored; the visitor confirms. */
    | { readonly outcome: "confirm" }
    /** The idempotency key was used before for another request. */
    | { readonly outcome: "conflict" }
    /** The lead could not be stored just now; nothing was stored. */
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

/** Every answer the form can get: the action's, and those of the browser when the action gave none. */
export type CallMeBackAnswer =
  | CallMeBackSent
  | CallMeBackFormAnswer
  /** The server refused the request before the action ran: too many requests from this address. */
  | { readonly outcome: "rateLimited"; readonly message: string | undefined }
  /** Refused before the action ran: from another site, or the session could not be checked. */
  | { readonly outcome: "refused" }
  /** No answer came: the network failed. */
  | { readonly outcome: "unreachable" }
  /** The server failed on its side. */
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
    case "conflict":
      return failed("Please press Send again.");
    case "unavailable":
      return failed(TRY_AGAIN);
    case "rateLimited":
      return failed(answer.message ?? "You have sent several requests in a short time. Please try again later.");
    case "refused":
      return failed("Your session has expired. Reload the page and send the form again.");
    case "unreachable":
      return failed("We could not reach our server. Check your connection and press Send again.", false);
    case "failed":
      return failed("Something went wrong on our side. Please try again in a moment.");
    default:
      return answer satisfies never;
  }
}

function errorMessage(body: unknown): string | undefined {
  if (typeof body !== "string") return undefined;
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } } | null)?.error?.message;
    return typeof message === "string" && message !== "" ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The route's client action: the server's action, with what the server answered outside it (the rate
 * limit, the cross-site check: JSON errors) or no answer at all turned into an answer the form shows.
 * Without this React Router would throw them to the page's error boundary and the form, with what the
 * visitor typed, would be gone.
 */
export async function sendInPlace(serverAction: () => Promise<CallMeBackAnswer>): Promise<CallMeBackAnswer> {
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error)) {
      if (error.status === 429) return { outcome: "rateLimited", message: errorMessage(error.data) };
      if (error.status === 403) return { outcome: "refused" };
      return { outcome: "failed" };
    }
    // fetch rejects with a TypeError when the request never got an answer.
    if (error instanceof TypeError) return { outcome: "unreachable" };
    return { outcome: "failed" };
  }
}
