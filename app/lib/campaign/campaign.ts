/**
 * Where a lead came from: the campaign that brought the visitor to the site (the landing page's `utm_*`
 * and `gclid` query parameters) and the other site that linked to it (the referrer's host only). Kept for
 * the visit in sessionStorage by `captureCampaign` (campaign-capture.ts), sent with the call-back form and
 * the JSON API as `campaign`, stored with the lead and sent in its `lead.created` event, so marketing can
 * tell which campaigns bring leads. No cookie and no third party.
 *
 * The values are checked alike in the browser (an unfit value is dropped) and on the server (refused with
 * a 422 naming `campaign.<key>`): at most 100 characters of a plain set (letters, digits, space and
 * `. _ - + ~ : | , ( ) !`; never `@`, `/`, `?`, `=`, `&`, `%` or quotes, so no address, e-mail or markup
 * rides along). They could in theory carry personal data, so they are never logged, counted or listed.
 * Kept free of imports: the capture runs on every first visit and must stay small.
 */
export interface Campaign {
  /** `utm_source`, e.g. "newsletter". */
  readonly source?: string;
  /** `utm_medium`, e.g. "email", "cpc". */
  readonly medium?: string;
  /** `utm_campaign`, e.g. "spring". */
  readonly name?: string;
  /** `utm_term`: the paid search words. */
  readonly term?: string;
  /** `utm_content`: which link or advert of the campaign. */
  readonly content?: string;
  /** `gclid`: Google Ads' click id. */
  readonly gclid?: string;
  /** The host of the other site the visitor came from ("www.google.com"): never our own, no path or query. */
  readonly referrerHost?: string;
}

export type CampaignKey = keyof Campaign;

/** Each field and the query parameter it is read from on the landing page. */
export const CAMPAIGN_PARAMETERS: Readonly<Record<Exclude<CampaignKey, "referrerHost">, string>> = {
  source: "utm_source",
  medium: "utm_medium",
  name: "utm_campaign",
  term: "utm_term",
  content: "utm_content",
  gclid: "gclid",
};

export const CAMPAIGN_KEYS: readonly CampaignKey[] = [
  ...Object.keys(CAMPAIGN_PARAMETERS),
  "referrerHost",
] as CampaignKey[];

export const CAMPAIGN_VALUE_MAX_LENGTH = 100;

/** A campaign value: 1 to 100 characters of the plain set above. */
export const CAMPAIGN_VALUE = /^[\p{L}\p{N} ._\-+~:|,()!]{1,100}$/u;
/** A host name: letters, digits, dots and hyphens (an IDN host arrives in its punycode form). */
export const CAMPAIGN_HOST = /^[a-z0-9.-]{1,100}$/;

/** Whether `value` may be kept as the campaign's `key`. */
export const campaignValueFits = (key: string, value: unknown): value is string =>
  typeof value === "string" && (key === "referrerHost" ? CAMPAIGN_HOST : CAMPAIGN_VALUE).test(value);

/** The key the visit's campaign is kept under in sessionStorage. */
export const CAMPAIGN_STORAGE_KEY = "umoya.campaign";

/**
 * The campaign of a landing page: its fitting campaign parameters (trimmed) and the referrer's host when it
 * is another site. Unfit values are dropped, not repaired.
 */
export function campaignOfLanding(search: string, referrer: string, ownHost: string): Campaign {
  const query = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const [key, parameter] of Object.entries(CAMPAIGN_PARAMETERS)) {
    const value = query.get(parameter)?.trim();
    if (campaignValueFits(key, value)) found[key] = value;
  }
  let host: string | undefined;
  try {
    host = new URL(referrer).hostname;
  } catch {
    // No referrer (typed, bookmarked, or withheld by the other site's policy) or not a URL.
  }
  if (host && host !== ownHost && campaignValueFits("referrerHost", host)) found.referrerHost = host;
  return found;
}
