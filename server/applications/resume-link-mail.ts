import { html } from "hono/html";
import { createTransport } from "nodemailer";
import { brand } from "../../app/content/brand";
import { formatDate } from "../../app/lib/format/date";

/** What a resume link's e-mail says: to whom, the first name to greet, the link and until when it works. */
export interface ResumeLinkMessage {
  readonly to: string;
  /** The only personal detail in the message besides the address it goes to; absent: "Hello". */
  readonly firstName: string | undefined;
  readonly url: string;
  readonly expiresAt: Date;
}

/** Sends a resume link's e-mail; rejects when the mail server did not accept it. */
export interface ResumeLinkMailer {
  send(message: ResumeLinkMessage): Promise<void>;
}

/** Longest wait for the mail server (connecting, its greeting, any answer): the applicant is waiting. */
const SMTP_TIMEOUT_MS = 10_000;

const SAST_OFFSET_MS = 2 * 3600 * 1000;

/** "5 December 2026 at 14:05 (South African time)". */
function whenItEnds(at: Date): string {
  const sast = new Date(at.getTime() + SAST_OFFSET_MS);
  const time = `${String(sast.getUTCHours()).padStart(2, "0")}:${String(sast.getUTCMinutes()).padStart(2, "0")}`;
  return `${formatDate(at)} at ${time} (South African time)`;
}

export const RESUME_LINK_SUBJECT = `Continue your finance application with ${brand.name}`;

/**
 * The message, as plain text and as HTML saying the same: the link, how long and how often it works,
 * that nothing has been sent for assessment yet, and what to do if the applicant did not ask for it.
 * Only the first name is personal; the answers, the ID number and the figures are never in an e-mail.
 */
export function resumeLinkContent(message: ResumeLinkMessage): {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
} {
  const greeting = message.firstName ? `Hello ${message.firstName},` : "Hello,";
  const until = whenItEnds(message.expiresAt);
  const lines = {
    asked: `You asked to save your finance application on the ${brand.name} website and finish it later. To carry on where you left off, open this link:`,
    once: `The link works once, until ${until}. Opening it continues the application in that browser; a browser that had it open before no longer can.`,
    renew:
      "Used or expired? Open the application in the browser where you last had it and choose “Save and continue later” again for a new link.",
    notSent:
      "Your application has not been sent to us yet: nobody assesses it and no credit bureau is contacted until you submit it.",
    notYou: "If you did not ask for this, you can ignore this e-mail: the link expires by itself.",
    contact: `${brand.legalName}, a registered credit provider (${brand.registration.ncrRegistrationNumber}). Questions: ${brand.contact.phone} or ${brand.contact.email}.`,
  };
  const text = [
    greeting,
    lines.asked,
    message.url,
    lines.once,
    lines.renew,
    lines.notSent,
    lines.notYou,
    `— ${lines.contact}`,
  ].join("\n\n");
  const markup = html`<!doctype html>
    <html lang="en-ZA">
      <head>
        <meta charset="utf-8" />
        <title>${RESUME_LINK_SUBJECT}</title>
      </head>
      <body>
        <p>${greeting}</p>
        <p>${lines.asked}</p>
        <p><a href="${message.url}">Continue my application</a></p>
        <p>${lines.once}</p>
        <p>${lines.renew}</p>
        <p>${lines.notSent}</p>
        <p>${lines.notYou}</p>
        <p>${lines.contact}</p>
      </body>
    </html>`;
  return { subject: RESUME_LINK_SUBJECT, text, html: markup.toString() };
}

/**
 * Nodemailer over SMTP (`SMTP_URL`, e.g. smtps://user:password@mail.example.co.za), from `SMTP_FROM`. Each
 * message on its own connection, within SMTP_TIMEOUT_MS. Nodemailer's own logging stays off: its lines
 * would carry the addresses.
 */
export function smtpResumeLinkMailer(smtpUrl: string, from: string): ResumeLinkMailer {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    logger: false,
  });
  return {
    async send(message) {
      const content = resumeLinkContent(message);
      await transport.sendMail({ from, to: message.to, ...content });
    },
  };
}
