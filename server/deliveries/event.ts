import type { Campaign } from "../../app/lib/campaign/campaign";
import type { CalculationSummary } from "../../app/lib/finance/calculation-summary";

/** The event types the site sends. */
export const LEAD_CREATED = "lead.created";

/** What a `lead.created` event says: the lead as stored, with the car it is about. */
export interface LeadEventSource {
  readonly id: string;
  /** The reference the visitor was given ("UF-7KQ2-M9XD"), for the consultant to quote on the call. */
  readonly reference: string;
  readonly createdAt: Date;
  readonly firstName: string;
  readonly surname: string;
  readonly cellphone: string;
  readonly email: string | null;
  readonly idNumber: string | null;
  readonly product: string;
  readonly sourcePath: string;
  readonly preferredTime: string;
  readonly calculation: CalculationSummary | null;
  readonly marketingOptIn: boolean;
  readonly consentTextVersion: string;
  readonly consentedAt: Date;
  /** The separate consent to a credit-bureau pre-check, when the visitor gave it with their ID number. */
  readonly preCheckConsent: { readonly textVersion: string; readonly givenAt: Date } | null;
  /** The campaign that brought the visitor (source, medium, name, term, content, gclid, referrerHost), if known. */
  readonly campaign: Campaign | null;
  readonly vehicle: {
    readonly id: number;
    readonly make: string;
    readonly model: string;
    readonly price: number;
    readonly dealerCode: string;
  } | null;
}

/**
 * What a car's dealer receives of a lead: the request and the car, without what was given to Umoya Finance
 * alone: the ID number and its pre-check consent (a credit-bureau enquiry by Umoya Finance only) and the
 * campaign (marketing's). The car page's form tells the visitor before consent that the dealer receives it.
 */
export const dealersCopy = (lead: LeadEventSource): LeadEventSource => ({
  ...lead,
  idNumber: null,
  preCheckConsent: null,
  campaign: null,
});

/**
 * The body of a `lead.created` webhook (Standard Webhooks' recommended shape: type, timestamp, data).
 * `timestamp` is the event's time, the same in every attempt; `data.id` is the id POST /api/leads answered.
 */
export function leadCreatedBody(lead: LeadEventSource, eventTime: Date): string {
  return JSON.stringify({
    type: LEAD_CREATED,
    timestamp: eventTime.toISOString(),
    data: {
      id: lead.id,
      reference: lead.reference,
      createdAt: lead.createdAt.toISOString(),
      firstName: lead.firstName,
      surname: lead.surname,
      cellphone: lead.cellphone,
      email: lead.email,
      idNumber: lead.idNumber,
      product: lead.product,
      sourcePath: lead.sourcePath,
      preferredTime: lead.preferredTime,
      marketingOptIn: lead.marketingOptIn,
      consent: { textVersion: lead.consentTextVersion, givenAt: lead.consentedAt.toISOString() },
      preCheckConsent: lead.preCheckConsent && {
        textVersion: lead.preCheckConsent.textVersion,
        givenAt: lead.preCheckConsent.givenAt.toISOString(),
      },
      calculation: lead.calculation,
      // Only the keys the visit had: e.g. {"source":"newsletter","name":"spring"}; null when none.
      campaign: lead.campaign,
      vehicle: lead.vehicle,
    },
  });
}

/** The events of a finance application, to the origination system. */
export const APPLICATION_SUBMITTED = "application.submitted";
export const APPLICATION_REASONS_REQUESTED = "application.reasons_requested";
export const APPLICATION_DOCUMENTS_ADDED = "application.documents_added";
export const APPLICATION_WITHDRAWN = "application.withdrawn";

/** A consent as the events carry it: the version of its words and when it was given. */
interface EventConsent {
  readonly textVersion: string;
  readonly givenAt: Date;
}

/** What an application's events say: every answer, the affordability figures and the consents. */
export interface ApplicationEventSource {
  readonly id: string;
  readonly reference: string | null;
  readonly status: string;
  /** When the status last changed: for a withdrawn application, when the applicant withdrew it. */
  readonly statusChangedAt: Date;
  readonly createdAt: Date;
  readonly submittedAt: Date | null;
  readonly deal: Readonly<Record<string, unknown>>;
  readonly applicant: Readonly<Record<string, unknown>>;
  readonly employment: Readonly<Record<string, unknown>>;
  readonly finances: Readonly<Record<string, unknown>>;
  readonly affordability: Readonly<Record<string, unknown>> | null;
  readonly consents: {
    readonly creditBureau: EventConsent | null;
    readonly privacy: EventConsent | null;
    readonly marketing: EventConsent | null;
    readonly declaration: EventConsent | null;
  };
  readonly reasonsRequestedAt: Date | null;
  /**
   * The documents the event names (without content), which the origination system fetches from their
   * addresses: all of them for `application.submitted`, the one uploaded for `application.documents_added`.
   */
  readonly documents: readonly {
    readonly id: string;
    readonly kind: string;
    readonly type: string;
    readonly size: number;
    readonly sha256: string;
  }[];
}

const consentJson = (consent: EventConsent | null) =>
  consent && { textVersion: consent.textVersion, givenAt: consent.givenAt.toISOString() };

/**
 * The body of an application's webhook (type, timestamp, data). `application.submitted` carries every
 * answer (the ID number in full: the origination system assesses the application), the indicative
 * affordability figures, the consents and the documents (kind, type, size, SHA-256, address; never content);
 * `application.documents_added` names the application and a document uploaded after the submit, in the same
 * form; `application.withdrawn` and `application.reasons_requested` name the application and when the
 * applicant withdrew it or asked.
 */
export function applicationEventBody(
  type: string,
  application: ApplicationEventSource,
  eventTime: Date,
  publicUrl: string | undefined,
): string {
  const documentPath = (documentId: string) => `/api/applications/${application.id}/documents/${documentId}`;
  // Each fetched with `Authorization: Bearer $ORIGINATION_API_TOKEN`; `url` when PUBLIC_URL is set.
  const documents = application.documents.map((document) => ({
    ...document,
    path: documentPath(document.id),
    url: publicUrl === undefined ? null : `${publicUrl.replace(/\/$/, "")}${documentPath(document.id)}`,
  }));
  const data =
    type === APPLICATION_REASONS_REQUESTED
      ? {
          id: application.id,
          reference: application.reference,
          requestedAt: application.reasonsRequestedAt?.toISOString() ?? eventTime.toISOString(),
        }
      : type === APPLICATION_WITHDRAWN
        ? {
            id: application.id,
            reference: application.reference,
            withdrawnAt: application.statusChangedAt.toISOString(),
          }
        : type === APPLICATION_DOCUMENTS_ADDED
          ? { id: application.id, reference: application.reference, status: application.status, documents }
          : {
              id: application.id,
              reference: application.reference,
              createdAt: application.createdAt.toISOString(),
              submittedAt: application.submittedAt?.toISOString() ?? null,
              deal: application.deal,
              applicant: application.applicant,
              employment: application.employment,
              finances: application.finances,
              affordability: application.affordability && { ...application.affordability, indicative: true },
              consents: {
                creditBureau: consentJson(application.consents.creditBureau),
                privacy: consentJson(application.consents.privacy),
                marketing: consentJson(application.consents.marketing),
                declaration: consentJson(application.consents.declaration),
              },
              documents,
            };
  return JSON.stringify({ type, timestamp: eventTime.toISOString(), data });
}
