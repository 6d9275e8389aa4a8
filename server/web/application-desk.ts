import type { Context } from "hono";
import type { ApplicationDesk, ApplicationDocumentKind } from "../../app/lib/applications/application-desk";
import type { ApplicationOwner, ApplicationService, DocumentKind } from "../applications/service";
import { applicationOwnerOf, applicationOwnerSetCookie } from "../security/application-owner";

/**
 * Issues the one-time link that reopens a draft ("Save and continue later"): e-mailed when SMTP_URL is set
 * and the draft has an address, else returned to show for copying; "mail_unavailable" when the e-mail could
 * not be sent (then no link exists), "not_draft" when the application can no longer change.
 */
export type IssueResumeLink = (
  applicationId: string,
  publicOrigin: string,
) => Promise<
  { readonly url: string; readonly emailed: boolean; readonly expiresAt: Date } | "mail_unavailable" | "not_draft"
>;

/**
 * The /apply pages' view of the application service (app/lib/applications/application-desk.ts), bound to
 * this request: the owner is read from the request's cookie, never from the page, and a save without a
 * draft (none yet, or one purged) starts one and answers the Set-Cookie line that owns it.
 */
export function applicationDesk(
  c: Context,
  deps: {
    readonly service: ApplicationService;
    readonly secure: boolean;
    readonly publicOrigin: string;
    readonly issueResumeLink: IssueResumeLink | undefined;
  },
): ApplicationDesk {
  const { service } = deps;
  let owner: ApplicationOwner | undefined = applicationOwnerOf(c, deps.secure);
  const mine = async () => (owner ? service.view(owner, owner.id) : undefined);
  const { issueResumeLink } = deps;

  return {
    current: mine,

    async save(patch) {
      let setCookie: string | undefined;
      // None yet, one purged, or one withdrawn or declined (the deal step starts a new one): a new draft.
      const current = await mine();
      if (!owner || !current || current.status !== "draft") {
        owner = await service.create();
        setCookie = applicationOwnerSetCookie(owner, deps.secure);
      }
      const outcome = await service.patch(owner, owner.id, patch);
      switch (outcome.status) {
        case "saved":
          return { status: "saved", view: outcome.view, ...(setCookie && { setCookie }) };
        case "invalid":
          return outcome;
        case "not_found":
        case "not_draft":
          return { status: "not_draft" };
        default:
          return outcome satisfies never;
      }
    },

    async addDocument(kind, content) {
      if (!owner) return "no_application";
      // The pages' kinds are the service's (checked by the compiler: every page kind is a service kind).
      const serviceKind: DocumentKind = kind satisfies ApplicationDocumentKind;
      const outcome = await service.addDocument(owner, owner.id, serviceKind, content);
      return outcome.status === "not_found" ? "no_application" : outcome.status;
    },

    async submit(consents) {
      if (!owner) return { status: "no_application" };
      const outcome = await service.submit(owner, owner.id, consents);
      if (outcome.status === "not_found") return { status: "no_application" };
      // Sent twice (a double click, the back button): the page shows the same confirmation again.
      if (outcome.status === "already_submitted") return { status: "submitted", reference: outcome.reference };
      return outcome;
    },

    async withdraw() {
      if (!owner) return "no_application";
      const outcome = await service.withdraw(owner, owner.id);
      return outcome === "not_found" ? "no_application" : outcome;
    },

    async requestReasons() {
      if (!owner) return "no_application";
      const outcome = await service.requestReasons(owner, owner.id);
      return outcome === "not_found" ? "no_application" : outcome;
    },

    ...(issueResumeLink && {
      saveForLater: async () => {
        const view = await mine();
        if (!owner || !view || view.status !== "draft") return "no_application";
        const link = await issueResumeLink(owner.id, deps.publicOrigin);
        if (link === "not_draft") return "no_application";
        if (link === "mail_unavailable") return link;
        return { url: link.url, emailed: link.emailed, expiresAt: link.expiresAt.toISOString() };
      },
    }),
  };
}
