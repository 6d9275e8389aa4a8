import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigationType, useSearchParams } from "react-router";
import {
  carriedParameters,
  readCalculatorValues,
  writeCalculatorValues,
  type CalculatorValues,
} from "./calculator-query";

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
 * shows the figures). The fields are the calculator's own state, so typing stays immediate; each change
 * is written back through the router as a replace that keeps the scroll position. The pages' routes keep
 * their data for such a change (calculator-revalidation.ts), so typing never calls the server.
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
  // The defaults of the first render: a caller passing a fresh object each render must not rewrite the URL.
  const [initialDefaults] = useState(defaults);
  const [values, setValues] = useState(() => readCalculatorValues(searchParams, prefix, initialDefaults));
  const [seenLocation, setSeenLocation] = useState(locationKey);
  if (seenLocation !== locationKey) {
    setSeenLocation(locationKey);
    if (navigationType !== "REPLACE") setValues(readCalculatorValues(searchParams, prefix, initialDefaults));
  }

  const query = useMemo(
    () => writeCalculatorValues(searchParams, prefix, values, initialDefaults),
    [searchParams, prefix, values, initialDefaults],
  );

  // Set by the visitor's edits only, so that neither the first render nor a link's figures write the URL.
  const edited = useRef(false);
  useEffect(() => {
    if (!edited.current) return;
    edited.current = false;
    const search = query.toString();
    // The hash is left behind: the router would scroll to its element again on every keystroke.
    void navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
  }, [query, navigate]);

  const setValue = useCallback((field: K, value: string) => {
    setValues((current) => {
      if (current[field] === value) return current;
      edited.current = true;
      return { ...current, [field]: value };
    });
  }, []);

  const carried = useMemo(
    () => carriedParameters(query, prefix, Object.keys(initialDefaults)),
    [query, prefix, initialDefaults],
  );
  return { values, setValue, query, carried };
}
