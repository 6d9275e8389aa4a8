import { useEffect, useSyncExternalStore } from "react";
import {
  clearConsent,
  isCookieNoticeDismissed,
  recordConsent,
  subscribeToConsent,
} from "~/features/analytics/analytics-consent";
import { Button } from "~/ui/button/button";
import "./cookie-notice.css";

/** Where the full cookie notice lives (the legal pages of the brand site). */
export const COOKIE_NOTICE_URL = "https://www.umoyafinance.co.za/legal/cookie-notice";

/** §9 text. */
export const COOKIE_NOTICE_TEXT =
  "We use cookies to give you the best web experience. Clearing or blocking them may limit some banking functionality on this site.";

declare global {
  interface Window {
    /** §4.9 debug function: forgets the answer and reloads, so the notice shows again. */
    resetCookieNotice?: () => void;
  }
}

/**
 * The cookie notice (§4.9): shown until the visitor answers; then `userDisplayed` is true in local storage.
 * Analytics and the device fingerprint run only after "Accept analytics". It renders after hydration
 * (the answer lives in the browser) as an overlay at the bottom, so nothing on the page moves.
 */
export function CookieNotice() {
  // Closed on the server and while hydrating; the answer is in this browser's storage.
  const open = useSyncExternalStore(
    subscribeToConsent,
    () => !isCookieNoticeDismissed(),
    () => false,
  );

  useEffect(() => {
    window.resetCookieNotice = () => {
      clearConsent();
      window.location.reload();
    };
    return () => {
      delete window.resetCookieNotice;
    };
  }, []);

  if (!open) return null;
  const answer = (consent: "granted" | "denied") => recordConsent(consent);
  return (
    <section className="cookie-notice" aria-labelledby="cookie-notice-title" data-state="open">
      <h2 id="cookie-notice-title" className="cookie-notice__title">
        Cookies on this site
      </h2>
      <p className="cookie-notice__text">
        {COOKIE_NOTICE_TEXT}{" "}
        <a href={COOKIE_NOTICE_URL} target="_blank" rel="noopener noreferrer">
          Read Our Cookie Notice
        </a>
      </p>
      <div className="cookie-notice__actions">
        <Button theme="action" onClick={() => answer("granted")}>
          Accept analytics
        </Button>
        <Button theme="info" outlined onClick={() => answer("denied")}>
          Necessary only
        </Button>
      </div>
    </section>
  );
}
