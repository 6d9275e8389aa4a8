import { useCallback, useEffect, useRef } from "react";

export interface Timers {
  /** Runs `callback` after `ms`; returns a function that cancels it. */
  readonly after: (ms: number, callback: () => void) => () => void;
  /** Cancels every pending callback. */
  readonly clearAll: () => void;
}

/** Timeouts that belong to a component: all of them are cancelled when it unmounts. */
export function useTimers(): Timers {
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());

  const clearAll = useCallback(() => {
    for (const id of pending.current) clearTimeout(id);
    pending.current.clear();
  }, []);

  const after = useCallback((ms: number, callback: () => void) => {
    const id = setTimeout(() => {
      pending.current.delete(id);
      callback();
    }, ms);
    pending.current.add(id);
    return () => {
      clearTimeout(id);
      pending.current.delete(id);
    };
  }, []);

  useEffect(() => clearAll, [clearAll]);
  return { after, clearAll };
}
