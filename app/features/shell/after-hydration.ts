/**
 * What every page does once it has hydrated, in one chunk fetched then (see use-live-navigation.ts), so none
 * of it is part of a first visit's first download (tests/http/js-budget.test.ts): the navigation refresh,
 * and keeping the visit's campaign (lib/campaign) from its first page.
 */
export { refreshNavigation } from "~/lib/site-definitions/navigation-refresh";
export { captureCampaign } from "~/lib/campaign/campaign-capture";
