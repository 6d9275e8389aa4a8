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
