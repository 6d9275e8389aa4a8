import { createHash, randomBytes } from "node:crypto";
import type { Logger } from "../logger";
import type { ResumeLinkMailer } from "./resume-link-mail";
import type { ResumeLinkStore } from "./resume-link-store";
import type { ApplicationStore } from "./store";

/** How long a "save and continue later" link works. */
export const RESUME_LINK_DAYS = 7;

/** Where a link points: `${publicOrigin}${RESUME_LINK_PATH}/<token>`. */
export const RESUME_LINK_PATH = "/apply/resume";

/**
 * At most this many links are e-mailed to one address a day, whichever drafts they are for: the site must
 * not become a way to fill someone's mailbox. Beyond it, the link is answered to copy instead.
 */
export const RESUME_EMAILS_PER_ADDRESS_PER_DAY = 5;

/** A link's token: 32 random bytes, base64url (43 characters). */
export const RESUME_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The application is not (or no longer) a draft of this site's: no link was made. */
export class ResumeLinkRefusedError extends Error {
  override name = "ResumeLinkRefusedError";
  constructor(readonly reason: "not_found" | "not_draft") {
    super(reason === "not_found" ? "No such application." : "Only a draft can be saved for later.");
  }
}

/** The mail server did not take the e-mail: no link was kept (nothing half-written); the applicant may try again. */
export class ResumeLinkMailError extends Error {
  override name = "ResumeLinkMailError";
}

/** What opening a link does: the draft it opens and its new owner secret (for the cookie), or why not. */
export type ResumeOutcome =
  | { readonly status: "redeemed"; readonly applicationId: string; readonly secret: string }
  | { readonly status: "used" | "expired" | "closed" | "unknown" };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * "Save and continue later": a one-time link to a draft, valid for RESUME_LINK_DAYS. Only the token's hash
 * is stored. With a mailer (SMTP_URL) and an e-mail address in the draft's applicant section, the link is
 * e-mailed and not answered (at most RESUME_EMAILS_PER_ADDRESS_PER_DAY to one address); otherwise it is
 * answered for the applicant to copy.
 *
 * The e-mail is sent while the applicant waits, not through the webhook outbox: the outbox builds each
 * message from stored rows when it sends, and the link's token is stored only as a hash, so the message
 * could not be built there without keeping the token readable. Sent here, a refused e-mail removes its
 * link and the applicant hears so at once (the API answers 503) and can try again.
 *
 * Callers check who owns the draft (the owner cookie) before `issue`; `redeem` needs only the token.
 */
export function createResumeLinks(deps: {
  readonly links: ResumeLinkStore;
  readonly applications: ApplicationStore;
  /** Unset without SMTP_URL: every link is answered to copy. */
  readonly mailer: ResumeLinkMailer | undefined;
  readonly logger: Logger;
  readonly now?: () => Date;
}) {
  const now = () => deps.now?.() ?? new Date();
  return {
    /**
     * A new link to a draft. Throws ResumeLinkRefusedError when the application is missing or no draft,
     * ResumeLinkMailError when the e-mail could not be sent (then no link exists).
     */
    async issue(
      applicationId: string,
      publicOrigin: string,
    ): Promise<{ url: string; emailed: boolean; expiresAt: Date }> {
      const application = await deps.applications.find(applicationId);
      if (!application) throw new ResumeLinkRefusedError("not_found");
      if (application.status !== "draft") throw new ResumeLinkRefusedError("not_draft");
      const token = randomBytes(32).toString("base64url");
      const tokenHash = sha256(token);
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + RESUME_LINK_DAYS * 24 * 3600 * 1000);
      const email = application.sections.applicant.email;
      const limited =
        deps.mailer !== undefined &&
        email !== undefined &&
        (await deps.links.countEmailedTo(email, new Date(createdAt.getTime() - 24 * 3600 * 1000))) >=
          RESUME_EMAILS_PER_ADDRESS_PER_DAY;
      const emailed = deps.mailer !== undefined && email !== undefined && !limited;
      if (!(await deps.links.insert({ applicationId, tokenHash, createdAt, expiresAt, emailed })))
        throw new ResumeLinkRefusedError("not_draft");
      const url = `${publicOrigin.replace(/\/$/, "")}${RESUME_LINK_PATH}/${token}`;
      if (!deps.mailer || !email || !emailed) {
        deps.logger.info(
          { applicationId, emailed: false, ...(limited ? { emailLimit: true } : {}) },
          "application resume link made",
        );
        return { url, emailed: false, expiresAt };
      }
      try {
        await deps.mailer.send({ to: email, firstName: application.sections.applicant.firstName, url, expiresAt });
      } catch (error) {
        await deps.links.remove(tokenHash);
        // The error by type and code only (the logger's serializer): a mail server's answer can quote the address.
        deps.logger.warn({ applicationId, err: error }, "application resume link not e-mailed; link removed");
        throw new ResumeLinkMailError("The e-mail could not be sent.", { cause: error });
      }
      deps.logger.info({ applicationId, emailed: true }, "application resume link made");
      return { url, emailed: true, expiresAt };
    },

    /** Opens a link once: the draft gets a new owner secret, which the caller sets as its cookie. */
    async redeem(token: string): Promise<ResumeOutcome> {
      if (!RESUME_TOKEN.test(token)) return { status: "unknown" };
      const secret = randomBytes(32).toString("base64url");
      const outcome = await deps.links.redeem(sha256(token), sha256(secret), now());
      if (outcome.status !== "redeemed") {
        deps.logger.info({ outcome: outcome.status }, "application resume link refused");
        return outcome;
      }
      deps.logger.info({ applicationId: outcome.applicationId }, "application resume link opened");
      return { status: "redeemed", applicationId: outcome.applicationId, secret };
    },
  };
}

export type ResumeLinks = ReturnType<typeof createResumeLinks>;
