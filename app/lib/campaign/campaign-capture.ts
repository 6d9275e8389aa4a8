import { campaignOfLanding, CAMPAIGN_STORAGE_KEY } from "./campaign";

/**
 * Keeps the campaign of the visit's first page in sessionStorage (see campaign.ts), once per visit: a
 * later page of the same tab (a reload, a link opened without the app) finds it kept and changes nothing.
 * Run by entry.client.tsx once the page has hydrated. sessionStorage may be unavailable (blocked storage,
 * a private window's quota): then the visit simply has no campaign.
 */
export function captureCampaign(): void {
  try {
    const storage = window.sessionStorage;
    if (storage.getItem(CAMPAIGN_STORAGE_KEY) !== null) return;
    const campaign = campaignOfLanding(location.search, document.referrer, location.hostname);
    storage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign));
  } catch {
    // No storage: nothing kept.
  }
}
