import { useCallback, useEffect, useMemo, useRef, useState } from "react";
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
  // Whether the router is on its way somewhere (a link followed, a form sent), read when the write is due.
  const navigationState = useNavigation().state;
  const navigating = useRef(false);
  useEffect(() => {
    navigating.current = navigationState !== "idle";
  }, [navigationState]);
  // The defaults of the first render: a caller passing a fresh object each render must not rewrite the URL.
  const [initialDefaults] = useState(defaults);
  const [values, setValues] = useState(() => readCalculatorValues(searchParams, prefix, initialDefaults));
  // Whether the visitor has changed a figure that is not in the address yet.
  const [unwritten, setUnwritten] = useState(false);
  const [seenLocation, setSeenLocation] = useState(locationKey);
  if (seenLocation !== locationKey) {
    setSeenLocation(locationKey);
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
    if (!unwritten) return;
    // Written once typing pauses: each write is a router navigation, which renders the whole page again.
    const timer = window.setTimeout(() => {
      setUnwritten(false);
      // A write now would replace that navigation and cancel it. The figures are not lost: links that
      // carry them are built on `query`, and a later change of figures writes them again.
      if (navigating.current) return;
      const search = query.toString();
      // The hash is left behind: the router would scroll to its element again on every write.
      void navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
    }, QUERY_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [unwritten, query, navigate]);

  const setValue = useCallback((field: K, value: string) => {
    setValues((current) => (current[field] === value ? current : { ...current, [field]: value }));
    setUnwritten(true);
  }, []);

  const carried = useMemo(
    () => carriedParameters(query, prefix, Object.keys(initialDefaults)),
    [query, prefix, initialDefaults],
  );
  return { values, setValue, query, carried };
}
