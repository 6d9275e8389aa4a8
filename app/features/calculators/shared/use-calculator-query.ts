import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useNavigation, useNavigationType, useSearchParams } from "react-router";
import {
  carriedParameters,
  readCalculatorValues,
  writeCalculatorValues,
  type CalculatorValues,
} from "./calculator-query";

/** How long typing must pause before the figures are written into the address. */
export const QUERY_WRITE_DELAY_MS = 250;

export interface CalculatorQuery<K extends string> {
  readonly values: CalculatorValues<K>;
  readonly setValue: (field: K, value: string) => void;
  /** The page's query with these values written in: the base of links that carry the figures. */
  readonly query: URLSearchParams;
  /** The other parameters of that query, which the calculator's form carries in hidden fields. */
  readonly carried: readonly (readonly [string, string])[];
}

/**
 * A calculator's inputs, kept in the URL query so that a reload or a shared link shows the same figures.
 * The first render reads the query the page was rendered with (on the server too, so the HTML already
 * shows the figures). The fields are the calculator's own state, so typing and the figures stay
 * immediate; once typing pauses the values are written back through the router as a replace that keeps
 * the scroll position. The pages' routes keep their data for such a change (calculator-revalidation.ts),
 * so typing never calls the server. Links that carry the figures are built on `query`, which holds what
 * was typed even before it is written.
 *
 * A link or going back or forward to other figures on the same page (a push or a pop) puts them in the
 * fields; a replace is a calculator keeping its own figures in the address, and changes nothing here.
 */
export function useCalculatorQuery<K extends string>(
  prefix: string,
  defaults: CalculatorValues<K>,
): CalculatorQuery<K> {
  const [searchParams] = useSearchParams();
  const { key: locationKey } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // While the router is on its way somewhere, or a link has just been followed, the write waits (see below).
  const navigationState = useNavigation().state;
  const [held, setHeld] = useState(false);
  const [seenNavigationState, setSeenNavigationState] = useState(navigationState);
  if (seenNavigationState !== navigationState) {
    setSeenNavigationState(navigationState);
    if (navigationState === "idle") setHeld(false);
  }
  // The defaults of the first render: a caller passing a fresh object each render must not rewrite the URL.
  const [initialDefaults] = useState(defaults);
  const [values, setValues] = useState(() => readCalculatorValues(searchParams, prefix, initialDefaults));
  // Whether the visitor has changed a figure that is not in the address yet.
  const [unwritten, setUnwritten] = useState(false);
  const [seenLocation, setSeenLocation] = useState(locationKey);
  if (seenLocation !== locationKey) {
    setSeenLocation(locationKey);
    setHeld(false);
    if (navigationType !== "REPLACE") {
      setValues(readCalculatorValues(searchParams, prefix, initialDefaults));
      setUnwritten(false);
    }
  }

  const query = useMemo(
    () => writeCalculatorValues(searchParams, prefix, values, initialDefaults),
    [searchParams, prefix, values, initialDefaults],
  );

  useEffect(() => {
    if (!unwritten || held || navigationState !== "idle") return;
    // Written once typing pauses: each write is a router navigation, which renders the whole page again.
    const timer = window.setTimeout(() => {
      setUnwritten(false);
      const search = query.toString();
      // The hash is left behind: the router would scroll to its element again on every write.
      void navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
    }, QUERY_WRITE_DELAY_MS);
    // A write replaces the navigation under way, cancelling it. A followed link starts its navigation before
    // this page hears of it, so the click itself holds the write back until that navigation has finished (the
    // calculator's own links carry the figures; if the page stays, the figures are written then).
    const holdForLink = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return;
      window.clearTimeout(timer);
      setHeld(true);
    };
    document.addEventListener("click", holdForLink, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("click", holdForLink, true);
    };
  }, [unwritten, held, navigationState, query, navigate]);

  const setValue = useCallback((field: K, value: string) => {
    setValues((current) => (current[field] === value ? current : { ...current, [field]: value }));
    setUnwritten(true);
    setHeld(false);
  }, []);

  const carried = useMemo(
    () => carriedParameters(query, prefix, Object.keys(initialDefaults)),
    [query, prefix, initialDefaults],
  );
  return { values, setValue, query, carried };
}
