import { useId, useRef, useState, type KeyboardEvent } from "react";
import { usePrefersReducedMotion } from "~/ui/shared/use-media-query";
import { rovingTarget } from "~/ui/shared/roving-focus";
import { initialOpenSteps, toggleStep, type OpenSteps } from "./accordion.machine";

export interface UseAccordionOptions {
  readonly count: number;
  /** Steps start closed (default true). */
  readonly collapse?: boolean;
  /** Opening a step closes the others (default true). */
  readonly closeOthers?: boolean;
  /** Called with the index of a step a press opened. */
  readonly onOpen?: (index: number) => void;
}

/** State and ARIA props for the accordion pattern: a button in each header, a labelled region per panel. */
export function useAccordion({ count, collapse = true, closeOthers = true, onOpen }: UseAccordionOptions) {
  const baseId = useId();
  const [open, setOpen] = useState<OpenSteps>(() => initialOpenSteps(count, collapse, closeOthers));
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const steps = useRef<(HTMLElement | null)[]>([]);
  const reducedMotion = usePrefersReducedMotion();

  const headerId = (index: number) => `${baseId}-header-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const toggle = (index: number) => {
    const result = toggleStep(open, index, { closeOthers });
    setOpen(result.open);
    if (result.opened === undefined) return;
    onOpen?.(result.opened);
    const step = steps.current[result.opened];
    // After the others have closed, so the step's final position is the one scrolled to.
    requestAnimationFrame(() =>
      step?.scrollIntoView?.({ block: "nearest", behavior: reducedMotion ? "auto" : "smooth" }),
    );
  };

  const onHeaderKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = rovingTarget(event.key, index, count, { orientation: "vertical" });
    if (target === undefined) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  return {
    isOpen: (index: number) => open.includes(index),
    stepRef: (index: number) => (element: HTMLElement | null) => {
      steps.current[index] = element;
    },
    headerButtonProps: (index: number) => ({
      id: headerId(index),
      type: "button" as const,
      "aria-expanded": open.includes(index),
      "aria-controls": panelId(index),
      onClick: () => toggle(index),
      onKeyDown: onHeaderKeyDown(index),
      ref: (element: HTMLButtonElement | null) => {
        headers.current[index] = element;
      },
    }),
    panelProps: (index: number) => ({
      id: panelId(index),
      role: "region" as const,
      "aria-labelledby": headerId(index),
      hidden: !open.includes(index),
    }),
  };
}
