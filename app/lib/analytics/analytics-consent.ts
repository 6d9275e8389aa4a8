import { createListeners } from "~/lib/store/listeners";
import { localJsonStorage, type JsonStorage } from "~/lib/storage/json-storage";

/**
 * The visitor's answer in the cookie notice (§4.9): whether analytics (and the device fingerprint of §7)
 * may run. `userDisplayed` is the flag of §9: the notice was seen and dismissed.
 */
export const COOKIE_NOTICE_KEY = "userDisplayed";
export const ANALYTICS_CONSENT_KEY = "analyticsConsent";

export type AnalyticsConsent = "granted" | "denied" | "unknown";

const consentChanged = createListeners();

export function readConsent(storage: JsonStorage = localJsonStorage): AnalyticsConsent {
  const value = storage.get<string>(ANALYTICS_CONSENT_KEY);
  return value === "granted" || value === "denied" ? value : "unknown";
}

export function isCookieNoticeDismissed(storage: JsonStorage = localJsonStorage): boolean {
  return storage.get<boolean>(COOKIE_NOTICE_KEY) === true;
}

/** Records the answer and dismisses the notice. */
export function recordConsent(
  consent: Exclude<AnalyticsConsent, "unknown">,
  storage: JsonStorage = localJsonStorage,
): void {
  storage.set(ANALYTICS_CONSENT_KEY, consent);
  storage.set(COOKIE_NOTICE_KEY, true);
  consentChanged.notify();
}

/** Forgets the answer, so the notice shows again (the debug function of §4.9). */
export function clearConsent(storage: JsonStorage = localJsonStorage): void {
  storage.remove(COOKIE_NOTICE_KEY);
  storage.remove(ANALYTICS_CONSENT_KEY);
  consentChanged.notify();
}

export const subscribeToConsent = consentChanged.subscribe;
