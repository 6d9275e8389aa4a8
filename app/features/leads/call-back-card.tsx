import { useHydrated } from "~/ui/shared/use-hydrated";
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { brand } from "~/content/brand";
import { sitePages, type PageKey, type SitePage } from "~/content/site-pages";
import { CALCULATION_QUERY_PARAMETER } from "~/lib/finance/calculation-query-parameter";
import "./call-back-card.css";
import { KeepWhole } from "~/ui/keep-whole/keep-whole";
import { TIME_RANGE } from "./time-range";

// The form's code loads only when the card opens (or the page is asked for with the form open).
const CallMeBackSection = lazy(() =>
  import("./call-me-back-section").then((module) => ({ default: module.CallMeBackSection })),
);

/** The card's id: calculators and the hero's "Call me back" link to it with #call-me-back. */
export const CALL_BACK_CARD_ID = "call-me-back";
const FORM_REGION_ID = "call-me-back-form";

/**
 * Whether a page's product can be applied for online (/apply takes vehicle and asset finance): a product
 * page, but not personal loans nor insurance, which are not financed through it.
 */
const appliesOnline = (page: PageKey): boolean =>
  (sitePages[page] as SitePage).product !== undefined && page !== "cashpowerPersonalLoans" && page !== "insurance";

export interface CallBackCardProps {
  readonly page: PageKey;
  readonly heading: string;
  readonly intro: string;
  /** Where "Calculate" leads: the page's own calculator ("#id") or the tools page; none, no "Calculate". */
  readonly calculate?: { readonly hash: string } | { readonly page: PageKey };
}

/** Moves focus to the form's first field once the form has mounted (it mounts with this, in one Suspense). */
function FocusFirstField({
  container,
  active,
}: {
  readonly container: RefObject<HTMLElement | null>;
  readonly active: boolean;
}) {
  useEffect(() => {
    if (active) container.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, [active, container]);
  return null;
}

/**
 * The next step at the end of a page: a short card with "Call me back" and, where it helps, "Calculate". "Call me back" is
 * a disclosure button (WAI-ARIA disclosure pattern) that shows the call-me-back form under the card and
 * moves focus into it; until the page's JavaScript runs it is a link to the /call-me-back page. The card
 * also opens by itself when the address asks for the form: #call-me-back, or figures a calculator hands
 * over in the `calculation` parameter.
 */
export function CallBackCard({ page, heading, intro, calculate }: CallBackCardProps) {
  const location = useLocation();
  // False while React hydrates the server's HTML: the server knows the query but never the hash, and
  // has no JavaScript to run a button, so the first render matches what it sent.
  const hydrated = useHydrated();
  const requested =
    (hydrated && location.hash === `#${CALL_BACK_CARD_ID}`) ||
    new URLSearchParams(location.search).has(CALCULATION_QUERY_PARAMETER);
  /** The visitor's own open or close; undefined follows the address. */
  const [toggled, setToggled] = useState<boolean>();
  const [focusForm, setFocusForm] = useState(false);
  // The address as last seen: a change of location tells whether a link to the form was just followed.
  const [seen, setSeen] = useState({ key: location.key, requested });
  if (seen.key !== location.key) {
    setSeen({ key: location.key, requested });
    if (requested) {
      // A link to the form followed after the page loaded (a calculator's, the hero's) opens it and lands in it.
      setToggled(undefined);
      setFocusForm(true);
    } else {
      // Any other change of address (a calculator writing its figures into the query) leaves the card as it is.
      setToggled(toggled ?? seen.requested);
    }
  } else if (seen.requested !== requested) {
    setSeen({ key: location.key, requested });
  }
  const open = toggled ?? requested;
  const formRegion = useRef<HTMLDivElement>(null);

  const headingId = `${CALL_BACK_CARD_ID}-heading`;
  const { path } = sitePages[page];
  const calculateTo = calculate && ("hash" in calculate ? `#${calculate.hash}` : `/${sitePages[calculate.page].path}`);
  return (
    <section
      id={CALL_BACK_CARD_ID}
      aria-labelledby={headingId}
      className="call-back-card"
      data-state={open ? "open" : "closed"}
    >
      <div className="call-back-card__summary">
        <div className="call-back-card__text">
          <h2 id={headingId}>{heading}</h2>
          <p>{intro}</p>
          <p className="call-back-card__contact">
            Or call us on <a href={brand.contact.phoneHref}>{brand.contact.phone}</a> (lines open{" "}
            <KeepWhole text={brand.contact.hours} pattern={TIME_RANGE} />
            ).
          </p>
        </div>
        <div className="call-back-card__actions">
          {hydrated ? (
            <button
              type="button"
              className="cta cta--primary"
              aria-expanded={open}
              aria-controls={FORM_REGION_ID}
              onClick={() => {
                setFocusForm(!open);
                setToggled(!open);
              }}
            >
              Call me back
            </button>
          ) : (
            <a
              className="cta cta--primary"
              href={`/call-me-back?product=${page}&from=${encodeURIComponent(`/${path}`)}`}
            >
              Call me back
            </a>
          )}
          {calculateTo && (
            <Link className="cta cta--secondary" to={calculateTo}>
              Calculate
            </Link>
          )}
          {appliesOnline(page) && (
            <Link className="cta cta--secondary" to="/apply">
              Apply for finance
            </Link>
          )}
        </div>
      </div>
      <div id={FORM_REGION_ID} ref={formRegion} className="call-back-card__form" hidden={!open}>
        {open && (
          <Suspense fallback={<p className="call-back-card__loading">Loading the form…</p>}>
            <CallMeBackSection page={page} headingLevel={3} />
            <FocusFirstField container={formRegion} active={focusForm} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
