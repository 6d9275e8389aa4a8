import { CAMPAIGN_KEYS, CAMPAIGN_STORAGE_KEY, campaignValueFits, type Campaign } from "./campaign";

/*
 * Reading a kept campaign and checking a posted one (campaign.ts says what fits). Apart from campaign.ts
 * so that the capture, which every first visit runs, does not carry them.
 */

/** The visit's campaign as sessionStorage holds it; an empty object when none was kept or it is unreadable. */
export function storedCampaign(storage: Pick<Storage, "getItem"> | undefined): Campaign {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CAMPAIGN_STORAGE_KEY) ?? "{}");
    const kept: Record<string, string> = {};
    if (typeof parsed === "object" && parsed !== null)
      for (const key of CAMPAIGN_KEYS) {
        const value = (parsed as Record<string, unknown>)[key];
        if (campaignValueFits(key, value)) kept[key] = value;
      }
    return kept;
  } catch {
    return {};
  }
}

export type CampaignParseResult =
  | { readonly ok: true; readonly value: Campaign | null }
  | { readonly ok: false; readonly fields: Readonly<Record<string, string>> };

/**
 * The `campaign` of a lead as the API and the form post send it: null, absent, or an object of the keys
 * above, each a fitting string. Field codes name `campaign.<key>` ("invalid", "unknown"); never the value.
 * An empty object is stored as null.
 */
export function parseCampaign(input: unknown): CampaignParseResult {
  if (input === undefined || input === null) return { ok: true, value: null };
  if (typeof input !== "object" || Array.isArray(input)) return { ok: false, fields: { campaign: "invalid" } };
  const fields: Record<string, string> = {};
  const value: Record<string, string> = {};
  for (const [key, given] of Object.entries(input)) {
    if (!(CAMPAIGN_KEYS as readonly string[]).includes(key)) fields[`campaign.${key}`] = "unknown";
    else if (!campaignValueFits(key, given)) fields[`campaign.${key}`] = "invalid";
    else value[key] = given;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: Object.keys(value).length > 0 ? value : null };
}
