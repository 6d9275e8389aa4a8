import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { movedIndex, selectActionForKey, typeaheadIndex, type SelectAction } from "./select-keyboard";

export interface SelectOption {
  readonly value: string;
  /** The content shown for the option, in the list and in the field once chosen. */
  readonly label: string;
}

/** APG type-ahead: letters typed within half a second build one search. */
export const TYPEAHEAD_RESET_MS = 500;

export interface UseSelectOptions {
  readonly options: readonly SelectOption[];
  readonly value: string;
  readonly choose: (value: string) => void;
  readonly inert: boolean;
  /** The DOM id of the option at an index, to bring the one with visual focus into view. */
  readonly optionId: (index: number) => string;
}

/**
 * Open/closed state, the option with visual focus (aria-activedescendant) and the keyboard of the APG
 * select-only combobox. DOM focus never leaves the combobox.
 */
export function useSelect({ options, value, choose, inert, optionId }: UseSelectOptions) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = useRef({ text: "", timer: undefined as ReturnType<typeof setTimeout> | undefined });
  const selectedIndex = options.findIndex((option) => option.value === value);

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    // scrollIntoView is missing in some non-browser environments; the list still works without it.
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: "nearest" });
  }, [open, activeIndex, optionId]);

  useEffect(() => () => clearTimeout(search.current.timer), []);

  const openList = (move?: "first" | "last") => {
    setOpen(true);
    setActiveIndex(move === "first" ? 0 : move === "last" ? options.length - 1 : Math.max(selectedIndex, 0));
  };

  const chooseIndex = (index: number) => {
    setOpen(false);
    const option = options[index];
    if (option) choose(option.value);
  };

  const searchFor = (character: string) => {
    clearTimeout(search.current.timer);
    search.current.text += character;
    search.current.timer = setTimeout(() => {
      search.current.text = "";
    }, TYPEAHEAD_RESET_MS);
    const match = typeaheadIndex(
      options.map((option) => option.label),
      search.current.text,
      // Closed, the search starts from the chosen option, as a native select's does.
      open ? activeIndex : selectedIndex,
    );
    setOpen(true);
    if (match !== undefined) setActiveIndex(match);
    else if (!open) setActiveIndex(Math.max(selectedIndex, 0));
  };

  const perform = (action: SelectAction) => {
    switch (action.type) {
      case "open":
        openList(action.move);
        return;
      case "move":
        setActiveIndex((current) => movedIndex(current, action.to, options.length));
        return;
      case "choose":
      case "chooseAndLeave":
        chooseIndex(activeIndex);
        return;
      case "close":
        setOpen(false);
        return;
      case "type":
        searchFor(action.character);
        return;
      default:
        action satisfies never;
    }
  };

  return {
    open,
    activeIndex,
    selectedIndex,
    toggle() {
      if (inert) return;
      if (open) setOpen(false);
      else openList();
    },
    close: () => setOpen(false),
    chooseIndex,
    hover: (index: number) => setActiveIndex(index),
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (inert || options.length === 0) return;
      const action = selectActionForKey(event, open);
      if (!action) return;
      // Tab still moves focus on after choosing; every other key of the select is the select's alone.
      if (action.type !== "chooseAndLeave") event.preventDefault();
      perform(action);
    },
  };
}
