import { clearConsent } from "~/lib/analytics/analytics-consent";
import { COOKIE_NOTICE_ID } from "./cookie-notice";

/**
 * "Cookie settings": forgets the visitor's answer, which brings the cookie notice back (analytics stop until
 * they are accepted again), and moves focus to the notice. The footer shows it on every page, so a visitor
 * can withdraw consent as easily as they gave it.
 */
export function CookieSettingsButton({ className }: { readonly className?: string }) {
  const reopen = () => {
    clearConsent();
    requestAnimationFrame(() => document.getElementById(COOKIE_NOTICE_ID)?.focus());
  };
  return (
    <button type="button" className={className} onClick={reopen}>
      Cookie settings
    </button>
  );
}
