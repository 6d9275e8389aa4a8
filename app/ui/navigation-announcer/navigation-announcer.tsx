import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/** The element id a #fragment names, or "" for none (as React Router's scrolling reads it). */
function decodeHashId(hash: string): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!raw) return "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * What a full page load does for keyboard and screen reader users, done after each client-side
 * navigation: focus moves to the new page's main heading (or the element the address's #fragment names,
 * or the main region), and a polite live region reads out the new page's title. Not on the first load,
 * where the browser does this itself, and not when only the query string changes (a calculator keeping
 * its inputs in the address), so typing never loses focus. A jump to a #fragment of the same page moves
 * focus to its target without announcing the page again. A replace on the same page that names no
 * #fragment is the page rewriting its own address (a calculator dropping the #fragment it was reached
 * by as it writes its figures): not a navigation, so focus stays where the visitor is.
 */
export function NavigationAnnouncer() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const [message, setMessage] = useState("");
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const previous = previousPath.current;
    previousPath.current = pathname;
    if (previous === null) return;
    const id = decodeHashId(hash);
    if (previous === pathname && navigationType === "REPLACE" && !id) return;
    const target =
      (id && document.getElementById(id)) ||
      document.querySelector<HTMLElement>("main h1") ||
      document.querySelector<HTMLElement>("main");
    if (target) {
      // A heading is not focusable by Tab; -1 lets script focus it. Scrolling is the router's job.
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
    // A jump within the page (#fragment) moves focus but is not a new page to announce.
    if (previous !== pathname) setMessage(document.title);
    // Runs once per change of page or #fragment; the navigation type belongs to that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-navigation-announcer="">
      {message}
    </p>
  );
}
