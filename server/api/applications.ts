import { timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { Webhook } from "standardwebhooks";
import { applicationSubmitSchema } from "../../app/lib/applications/application-consents";
import { applicationPatchSchema } from "../../app/lib/applications/application-sections";
import {
  CALLBACK_STATUSES,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  documentFileName,
  MAX_DOCUMENTS,
  type ApplicationOwner,
  type ApplicationService,
  type DocumentKind,
} from "../applications/service";
import { ResumeLinkMailError, ResumeLinkRefusedError, type ResumeLinks } from "../applications/resume-links";
import { jsonError } from "../http/json-errors";
import { applicationOwnerOf, applicationOwnerSetCookie } from "../security/application-owner";

import { jsonBody, validate } from "../http/validation";
import { fieldsOfIssues } from "../validation/fields-of-issues";
import { z } from "zod";

/** Four sections of short answers; 32 KB is room to spare. */
export const APPLICATION_MAX_BYTES = 32 * 1024;
/** A status callback: a status and a few document kinds. */
const CALLBACK_MAX_BYTES = 4 * 1024;

/** Room for the multipart framing and the `kind` field around a file of the largest size. */
const UPLOAD_OVERHEAD_BYTES = 64 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a client waits before asking again after an e-mail could not be sent. */
const MAIL_RETRY_AFTER_SECONDS = 60;

const callbackSchema = z
  .strictObject({
    status: z.enum(CALLBACK_STATUSES),
    documents: z.array(z.enum(DOCUMENT_KINDS)).max(DOCUMENT_KINDS.length).optional(),
  })
  .check((ctx) => {
    if (ctx.value.status === "documents_required" && (ctx.value.documents ?? []).length === 0)
      ctx.issues.push({ code: "custom", message: "required", path: ["documents"], input: ctx.value });
  });

const tooLarge = (c: Context) =>
  jsonError(c, 413, "payload_too_large", `A document may be at most ${DOCUMENT_MAX_BYTES} bytes.`, {
    fields: { file: "too_large" },
    limitBytes: DOCUMENT_MAX_BYTES,
  });

function sameToken(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

const notFound = (c: Context) =>
  jsonError(c, 404, "not_found", "There is no such application, or it is not yours.", { fields: { id: "unknown" } });

const notDraft = (c: Context) =>
  jsonError(c, 409, "not_draft", "This application has been submitted or withdrawn and can no longer change.", {
    fields: { status: "not_draft" },
  });

/**
 * /api/applications: the finance application as JSON (for the /apply pages' enhancement and partners'
 * apps), adapting HTTP to server/applications/service.ts. Every answer is `no-store`; only the owner's
 * cookie opens an application (anyone else hears 404). The status callback is the origination system's,
 * verified by its Standard Webhooks signature before anything in it is read.
 */
export function applicationRoutes(deps: {
  readonly service: ApplicationService;
  readonly isSecure: (c: Context) => boolean;
  /** The origination system's `whsec_` secret for status callbacks; unset: every callback is 401. */
  readonly callbackSecret: string | undefined;
  /** The origination system's bearer token for fetching documents; unset: only the owner can. */
  readonly originationApiToken?: string | undefined;
  /** "Save and continue later" links, and the site's public origin they point to. */
  readonly resumeLinks: ResumeLinks;
  readonly originOf: (c: Context) => string;
}): Hono {
  const { service } = deps;
  const app = new Hono();
  const verifier = deps.callbackSecret ? new Webhook(deps.callbackSecret) : undefined;

  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  const ownerOf = (c: Context): ApplicationOwner | undefined => applicationOwnerOf(c, deps.isSecure(c));
  const idOf = (c: Context): string | undefined => {
    const id = c.req.param("id");
    return id !== undefined && UUID.test(id) ? id.toLowerCase() : undefined;
  };

  app.post("/", async (c) => {
    const { id, secret } = await service.create();
    c.header("Set-Cookie", applicationOwnerSetCookie({ id, secret }, deps.isSecure(c)), { append: true });
    return c.json({ id, status: "draft" }, 201);
  });

  // "Save and continue later": a one-time link for 7 days, e-mailed when the site can and the draft has an
  // address (then the link is not in the answer), otherwise answered for the applicant to copy.
  app.post("/:id/resume-link", async (c) => {
    const id = idOf(c);
    const view = id && (await service.view(ownerOf(c), id));
    if (!id || !view) return notFound(c);
    if (view.status !== "draft") return notDraft(c);
    try {
      const link = await deps.resumeLinks.issue(id, deps.originOf(c));
      const expiresAt = link.expiresAt.toISOString();
      return c.json(link.emailed ? { emailed: true, expiresAt } : { emailed: false, url: link.url, expiresAt }, 201);
    } catch (error) {
      if (error instanceof ResumeLinkRefusedError) return error.reason === "not_found" ? notFound(c) : notDraft(c);
      if (!(error instanceof ResumeLinkMailError)) throw error;
      c.header("Retry-After", String(MAIL_RETRY_AFTER_SECONDS));
      return jsonError(c, 503, "mail_unavailable", "The e-mail with your link could not be sent. Please try again.", {
        retryAfterSeconds: MAIL_RETRY_AFTER_SECONDS,
      });
    }
  });

  app.get("/:id", async (c) => {
    const id = idOf(c);
    const view = id && (await service.view(ownerOf(c), id));
    return view ? c.json(view) : notFound(c);
  });

  app.patch("/:id", jsonBody(APPLICATION_MAX_BYTES), validate("json", applicationPatchSchema), async (c) => {
    const id = idOf(c);
    if (!id) return notFound(c);
    const outcome = await service.patch(ownerOf(c), id, c.req.valid("json"));
    switch (outcome.status) {
      case "saved":
        return c.json(outcome.view);
      case "invalid":
        return jsonError(c, 422, "validation", "Some fields are not valid.", { fields: outcome.fields });
      case "not_found":
        return notFound(c);
      case "not_draft":
        return notDraft(c);
      default:
        return outcome satisfies never;
    }
  });

  app.post("/:id/submit", jsonBody(APPLICATION_MAX_BYTES), validate("json", z.unknown()), async (c) => {
    const id = idOf(c);
    if (!id) return notFound(c);
    const owner = ownerOf(c);
    const body = c.req.valid("json");
    const parsed = applicationSubmitSchema.safeParse(body);
    if (!parsed.success) {
      // Name the missing consents and the missing answers together, so one answer lists all that is left.
      const view = await service.view(owner, id);
      if (!view) return notFound(c);
      if (view.status !== "draft") return notDraft(c);
      const fields = fieldsOfIssues(parsed.error.issues, body);
      for (const path of view.missing) fields[path] ??= "required";
      return jsonError(c, 422, "validation", "Some answers or consents are missing.", { fields });
    }
    const outcome = await service.submit(owner, id, { marketing: parsed.data.consents.marketing === true });
    switch (outcome.status) {
      case "submitted":
        return c.json({ id, status: "submitted", reference: outcome.reference }, 201);
      case "already_submitted":
        // A repeat (a double click, a retried request): the same reference, 200 rather than 201, no new event.
        return c.json({ id, status: outcome.current, reference: outcome.reference }, 200);
      case "invalid":
        return jsonError(c, 422, "validation", "Some answers are missing or not valid.", { fields: outcome.fields });
      case "not_found":
        return notFound(c);
      case "not_draft":
        return notDraft(c);
      default:
        return outcome satisfies never;
    }
  });

  app.post("/:id/withdraw", async (c) => {
    const id = idOf(c);
    const outcome = id ? await service.withdraw(ownerOf(c), id) : "not_found";
    if (outcome === "not_found") return notFound(c);
    if (outcome === "too_late")
      return jsonError(c, 409, "too_late", "This application has been decided or withdrawn already.", {
        fields: { status: "final" },
      });
    return c.json({ id, status: "withdrawn" });
  });

  app.post("/:id/reasons", async (c) => {
    const id = idOf(c);
    const outcome = id ? await service.requestReasons(ownerOf(c), id) : "not_found";
    if (outcome === "not_found") return notFound(c);
    if (outcome === "not_declined")
      return jsonError(c, 409, "not_declined", "Reasons can be asked for once an application is declined.", {
        fields: { status: "not_declined" },
      });
    return c.json({ id, reasonsRequested: true }, 202);
  });

  app.post(
    "/:id/documents",
    bodyLimit({
      maxSize: DOCUMENT_MAX_BYTES + UPLOAD_OVERHEAD_BYTES,
      onError: (c) => tooLarge(c),
    }),
    async (c) => {
      const id = idOf(c);
      if (!id) return notFound(c);
      const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
      if (mediaType !== "multipart/form-data")
        return jsonError(c, 415, "unsupported_media_type", "Send the file as multipart/form-data.", {
          fields: { "Content-Type": "invalid" },
        });
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        return jsonError(c, 400, "bad_request", "The form could not be read.", { fields: { body: "invalid" } });
      }
      const fields: Record<string, string> = {};
      const kind = form.kind;
      if (kind === undefined) fields.kind = "required";
      else if (typeof kind !== "string" || !(DOCUMENT_KINDS as readonly string[]).includes(kind))
        fields.kind = "invalid";
      const file = form.file;
      if (file === undefined) fields.file = "required";
      else if (!(file instanceof File)) fields.file = "invalid";
      if (Object.keys(fields).length > 0)
        return jsonError(c, 422, "validation", "Some fields of the form are missing or not valid.", { fields });
      const upload = file as File;
      if (upload.size > DOCUMENT_MAX_BYTES) return tooLarge(c);
      const outcome = await service.addDocument(
        ownerOf(c),
        id,
        kind as DocumentKind,
        new Uint8Array(await upload.arrayBuffer()),
      );
      switch (outcome.status) {
        case "created":
          return c.json(
            {
              id: outcome.document.id,
              kind: outcome.document.kind,
              type: outcome.document.mediaType,
              size: outcome.document.size,
              sha256: outcome.document.sha256,
            },
            201,
          );
        case "not_found":
          return notFound(c);
        case "closed":
          return jsonError(c, 409, "closed", "Documents can no longer be added to this application.", {
            fields: { status: "closed" },
          });
        case "unsupported_type":
          return jsonError(c, 415, "unsupported_media_type", "Send a PDF, or a JPEG, PNG or HEIC photo.", {
            fields: { file: "unsupportedType" },
          });
        case "too_many":
          return jsonError(c, 422, "validation", `An application holds at most ${MAX_DOCUMENTS} documents.`, {
            fields: { file: "tooMany" },
          });
        default:
          return outcome satisfies never;
      }
    },
  );

  app.get("/:id/documents/:documentId", async (c) => {
    const id = idOf(c);
    const documentId = c.req.param("documentId");
    if (!id || !UUID.test(documentId)) return notFound(c);
    const bearer = /^Bearer (.+)$/.exec(c.req.header("Authorization") ?? "")?.[1];
    const who =
      bearer !== undefined && deps.originationApiToken !== undefined && sameToken(bearer, deps.originationApiToken)
        ? ({ asOrigination: true } as const)
        : { owner: ownerOf(c) };
    const document = await service.document(who, id, documentId.toLowerCase());
    if (!document) return notFound(c);
    return new Response(new Uint8Array(document.content), {
      headers: {
        "Content-Type": document.mediaType,
        "Content-Length": String(document.size),
        "Content-Disposition": `attachment; filename="${documentFileName(document)}"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
      },
    });
  });

  // The origination system's status callback. The signature is checked on the raw body before it is parsed.
  app.post("/:id/status", jsonBody(CALLBACK_MAX_BYTES), async (c) => {
    const unsigned = () =>
      jsonError(c, 401, "signature", "The callback's Standard Webhooks signature is missing, wrong or too old.", {
        fields: { "webhook-signature": "invalid" },
      });
    if (!verifier) return unsigned();
    const raw = await c.req.text();
    try {
      verifier.verify(raw, {
        "webhook-id": c.req.header("webhook-id") ?? "",
        "webhook-timestamp": c.req.header("webhook-timestamp") ?? "",
        "webhook-signature": c.req.header("webhook-signature") ?? "",
      });
    } catch {
      return unsigned();
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return jsonError(c, 400, "bad_request", "The body is not JSON.", { fields: { body: "invalid" } });
    }
    const parsed = callbackSchema.safeParse(body);
    if (!parsed.success)
      return jsonError(c, 422, "validation", "Some fields of the body are missing or not valid.", {
        fields: fieldsOfIssues(parsed.error.issues, body),
      });
    const id = idOf(c);
    if (!id) return jsonError(c, 404, "not_found", "There is no such application.", { fields: { id: "unknown" } });
    const outcome = await service.setStatusFromOrigination(id, parsed.data.status, parsed.data.documents ?? []);
    if (outcome === "not_found")
      return jsonError(c, 404, "not_found", "There is no such application.", { fields: { id: "unknown" } });
    if (outcome === "not_sent")
      return jsonError(c, 409, "not_sent", "This application was never submitted, or was withdrawn.", {
        fields: { status: "not_sent" },
      });
    return c.json({ id, status: parsed.data.status });
  });

  return app;
}
