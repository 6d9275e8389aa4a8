import { useEffect, useState } from "react";

export interface Timers {
  /** Runs `callback` after `ms`; returns a function that cancels it. */
  readonly after: (ms: number, callback: () => void) => () => void;
  /** Cancels every pending callback. */
  readonly clearAll: () => void;
}

function createTimers(): Timers {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const clearAll = () => {
    for (const id of pending) clearTimeout(id);
    pending.clear();
  };
  const after = (ms: number, callback: () => void) => {
    const id = setTimeout(() => {
      pending.delete(id);
      callback();
    }, ms);
    pending.add(id);
    return () => {
      clearTimeout(id);
      pending.delete(id);
    };
  };
  return { after, clearAll };
}

/**
 * Timeouts that belong to a component: all of them are cancelled when it unmounts. The returned object is
 * the same on every render, so effects and callbacks that use it never re-run because of it.
 */
export function useTimers(): Timers {
  const [timers] = useState(createTimers);
  useEffect(() => timers.clearAll, [timers]);
  return timers;
}
