import { useEffect, useRef, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { sitePages } from "~/content/site-pages";
import {
  clearConsent,
  isCookieNoticeDismissed,
  recordConsent,
  subscribeToConsent,
} from "~/lib/analytics/analytics-consent";
import { Button } from "~/ui/button/button";
import "./cookie-notice.css";
import { publishBottomOverlaySpace } from "~/ui/notifications/bottom-overlay-space";

/** Where the full cookie notice lives: the legal section of this site. */
export const COOKIE_NOTICE_URL = `/${sitePages.cookieNotice.path}`;

/** Id of the notice's region, so that whoever opens it again can move focus to it. */
export const COOKIE_NOTICE_ID = "cookie-notice";

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
 * (the answer lives in the browser) as an overlay at the bottom, so nothing on the page moves. It comes
 * right after the skip link in the page, so the keyboard reaches it early.
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

  const noticeRef = useRef<HTMLElement | null>(null);
  // While the notice shows, the page keeps its height clear at the bottom (scroll padding, and room after
  // the footer), so the browser never scrolls a focused element in under the notice, and toasts stand
  // above it. Set on the two elements as their own properties rather than as a CSS variable on the root,
  // which would make the browser restyle every element of the page as the notice appears.
  useEffect(() => {
    const notice = noticeRef.current;
    if (!open || !notice) return;
    const { documentElement: root, body } = document;
    const measure = () => {
      const space = Math.ceil(Math.max(window.innerHeight - notice.getBoundingClientRect().top, 0));
      // Toasts showing ask the same room of focused elements (ui/notifications).
      root.style.scrollPaddingBottom = `calc(${space}px + var(--notification-bottom-space, 0px))`;
      body.style.paddingBottom = `${space}px`;
      publishBottomOverlaySpace(space);
    };
    // Where ResizeObserver is missing (older browsers), the space is measured once.
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : undefined;
    if (observer) observer.observe(notice);
    else measure();
    return () => {
      observer?.disconnect();
      root.style.removeProperty("scroll-padding-bottom");
      body.style.removeProperty("padding-bottom");
      publishBottomOverlaySpace(0);
    };
  }, [open]);

  if (!open) return null;
  const answer = (consent: "granted" | "denied") => recordConsent(consent);
  return (
    <section
      ref={noticeRef}
      id={COOKIE_NOTICE_ID}
      className="cookie-notice"
      aria-labelledby="cookie-notice-title"
      data-state="open"
      tabIndex={-1}
    >
      <h2 id="cookie-notice-title" className="cookie-notice__title">
        Cookies on this site
      </h2>
      <p className="cookie-notice__text">
        {COOKIE_NOTICE_TEXT} <Link to={COOKIE_NOTICE_URL}>Read Our Cookie Notice</Link>
      </p>
      {/* The two answers look the same: refusing is as easy to see and to choose as accepting. */}
      <div className="cookie-notice__actions">
        <Button theme="info" onClick={() => answer("granted")}>
          Accept analytics
        </Button>
        <Button theme="info" onClick={() => answer("denied")}>
          Necessary only
        </Button>
      </div>
    </section>
  );
}
