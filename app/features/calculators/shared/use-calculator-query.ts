import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { readCalculatorValues, writeCalculatorValues, type CalculatorValues } from "./calculator-query";

export interface CalculatorQuery<K extends string> {
  readonly values: CalculatorValues<K>;
  readonly setValue: (field: K, value: string) => void;
  /** The page's query with these values written in: the base of links that carry the figures. */
  readonly query: URLSearchParams;
}

/** Fired after a calculator rewrites the query, so every calculator on the page builds its links on it. */
const QUERY_WRITTEN_EVENT = "calculator-query-written";

/**
 * A calculator's inputs, kept in the URL query so they survive a reload. The first render reads the query
 * the page was rendered with (on the server too, so the HTML already shows the figures); each change is
 * written back with history.replaceState: no router navigation, so typing never refetches route data, and
 * history.state is kept so the router's own bookkeeping stays intact.
 */
export function useCalculatorQuery<K extends string>(
  prefix: string,
  defaults: CalculatorValues<K>,
): CalculatorQuery<K> {
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState(() => readCalculatorValues(searchParams, prefix, defaults));
  // The defaults of the first render: a caller passing a fresh object each render must not rewrite the URL.
  const [initialDefaults] = useState(defaults);
  const changed = useRef(false);
  // The query as the calculators last wrote it, tagged with the router's query it was written over: after a
  // router navigation the router's query is newer, and this is ignored.
  const routerSearch = useLocation().search;
  const [written, setWritten] = useState<{ readonly over: string; readonly search: string } | null>(null);

  useEffect(() => {
    const onWritten = () => setWritten({ over: routerSearch, search: window.location.search });
    window.addEventListener(QUERY_WRITTEN_EVENT, onWritten);
    return () => window.removeEventListener(QUERY_WRITTEN_EVENT, onWritten);
  }, [routerSearch]);

  useEffect(() => {
    if (!changed.current) return;
    const url = new URL(window.location.href);
    const query = writeCalculatorValues(url.searchParams, prefix, values, initialDefaults).toString();
    window.history.replaceState(window.history.state, "", `${url.pathname}${query ? `?${query}` : ""}${url.hash}`);
    window.dispatchEvent(new Event(QUERY_WRITTEN_EVENT));
  }, [prefix, values, initialDefaults]);

  const setValue = useCallback((field: K, value: string) => {
    changed.current = true;
    setValues((current) => (current[field] === value ? current : { ...current, [field]: value }));
  }, []);

  const query = useMemo(() => {
    const base = written && written.over === routerSearch ? new URLSearchParams(written.search) : searchParams;
    return writeCalculatorValues(base, prefix, values, initialDefaults);
  }, [written, routerSearch, searchParams, prefix, values, initialDefaults]);
  return { values, setValue, query };
}
