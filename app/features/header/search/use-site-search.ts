import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { SearchResult } from "~/lib/search/rank";
import { SEARCH_CLICK_AWAY_ARM_MS, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from "~/lib/search/search-constants";
import { rovingTarget } from "~/ui/shared/roving-focus";
import { useTimers } from "~/ui/shared/use-timers";

export type SearchFunction = (query: string) => readonly SearchResult[];

/** Loads the search on first use, so the index and ranking stay out of every page's first download. */
export const loadSiteSearch = (): Promise<SearchFunction> =>
  import("./search-engine").then((module) => module.searchSite);

export type SearchPhase = "idle" | "searching";

export interface SiteSearchOptions {
  /** Opening search closes the mobile menu (§4.3). */
  readonly onOpen?: () => void;
  /** Following a result closes the mobile menu too (§4.4). */
  readonly onResultFollowed?: () => void;
  readonly loadSearch?: () => Promise<SearchFunction>;
}

/**
 * The site search of §2.4 and §4.4 as a WAI-ARIA combobox with a listbox popup. The icon opens the bar and
 * focuses it; the search runs 300 ms after the last input; fewer than 3 characters show nothing. Cancel (the
 * cancel icon, Escape, or a click outside the bar and dropdown once armed 400 ms after opening) clears and
 * blurs the input and closes everything. Errors of
 * the search are swallowed: the page never breaks because of it.
 */
export function useSiteSearch({ onOpen, onResultFollowed, loadSearch = loadSiteSearch }: SiteSearchOptions = {}) {
  const id = useId();
  const barId = `${id}-bar`;
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const [phase, setPhase] = useState<SearchPhase>("idle");
  const [text, setText] = useState("");
  /** null: no dropdown; []: the no-results message; otherwise the results. */
  const [results, setResults] = useState<readonly SearchResult[] | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const armed = useRef(false);
  const latestQuery = useRef("");
  const debounce = useRef<(() => void) | undefined>(undefined);
  const timers = useTimers();

  const reset = useCallback(() => {
    timers.clearAll();
    debounce.current = undefined;
    armed.current = false;
    latestQuery.current = "";
    setText("");
    setResults(null);
    setActiveIndex(-1);
    setPhase("idle");
  }, [timers]);

  const open = (trigger?: HTMLElement | null) => {
    triggerRef.current = trigger ?? null;
    if (phase === "searching") {
      inputRef.current?.focus();
      return;
    }
    onOpen?.();
    setPhase("searching");
    armed.current = false;
    timers.after(SEARCH_CLICK_AWAY_ARM_MS, () => {
      armed.current = true;
    });
    // Start fetching the search code while the visitor types.
    loadSearch().catch(() => undefined);
  };

  const cancel = useCallback(
    (returnFocus: boolean) => {
      inputRef.current?.blur();
      reset();
      if (returnFocus) triggerRef.current?.focus();
    },
    [reset],
  );

  const run = async (query: string) => {
    if (query.trim().length < SEARCH_MIN_LENGTH) {
      setResults(null);
      setActiveIndex(-1);
      return;
    }
    try {
      const search = await loadSearch();
      const found = search(query);
      if (latestQuery.current !== query) return;
      setResults(found);
      setActiveIndex(-1);
    } catch {
      // §8: search errors are swallowed silently; the dropdown just stays closed.
      if (latestQuery.current === query) setResults(null);
    }
  };

  const onInput = (value: string) => {
    setText(value);
    latestQuery.current = value;
    debounce.current?.();
    debounce.current = timers.after(SEARCH_DEBOUNCE_MS, () => {
      void run(value);
    });
  };

  const followResult = () => {
    reset();
    onResultFollowed?.();
  };

  // Focus the input once the bar shows.
  useEffect(() => {
    if (phase === "searching") inputRef.current?.focus();
  }, [phase]);

  // The active option stays in view as the arrow keys move through a list taller than the dropdown.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
    // optionId is derived from the component's id, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  // A click outside the bar and the dropdown cancels, once armed (§4.4).
  useEffect(() => {
    if (phase !== "searching") return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!armed.current || !target) return;
      if (containerRef.current?.contains(target) || target.closest("[data-search-trigger]")) return;
      cancel(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [phase, cancel]);

  const count = results?.length ?? 0;
  const expanded = count > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!expanded) return;
        event.preventDefault();
        setActiveIndex(
          (current) =>
            rovingTarget(event.key, current, count, { orientation: "vertical", homeAndEnd: false }) ?? current,
        );
        return;
      }
      case "Enter": {
        if (activeIndex < 0 || !expanded) return;
        event.preventDefault();
        document.getElementById(optionId(activeIndex))?.click();
        return;
      }
      case "Escape":
        event.preventDefault();
        cancel(true);
        return;
      default:
    }
  };

  return {
    phase,
    text,
    results,
    activeIndex,
    barId,
    listboxId,
    optionId,
    containerRef,
    open,
    cancel,
    followResult,
    setActiveIndex,
    triggerProps: {
      "aria-expanded": phase === "searching",
      "aria-controls": barId,
      "data-search-trigger": "",
      onClick: (event: { currentTarget: HTMLElement }) => {
        if (phase === "searching") cancel(true);
        else open(event.currentTarget);
      },
    },
    inputProps: {
      ref: inputRef,
      id: `${id}-input`,
      type: "search" as const,
      role: "combobox" as const,
      "aria-autocomplete": "list" as const,
      "aria-expanded": expanded,
      "aria-controls": listboxId,
      "aria-activedescendant": expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      autoComplete: "off",
      placeholder: "What are you looking for?",
      value: text,
      onChange: (event: { currentTarget: HTMLInputElement }) => onInput(event.currentTarget.value),
      onKeyDown,
    },
  };
}

export type SiteSearchController = ReturnType<typeof useSiteSearch>;
