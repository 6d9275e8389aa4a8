import { useEffect, type CSSProperties } from "react";
import type { RippleEvent, RippleTimings } from "./ripple.machine";
import type { RippleInstance } from "./use-ripple";
import "./ripple.css";

interface RippleSpanProps {
  readonly ripple: RippleInstance;
  readonly timings: RippleTimings;
  readonly advance: (id: number, event: RippleEvent) => void;
}

function RippleSpan({ ripple, timings, advance }: RippleSpanProps) {
  const { id, state } = ripple;
  useEffect(() => {
    if (state !== "entering" && state !== "exiting") return;
    const timer = setTimeout(
      () => advance(id, state === "entering" ? "entered" : "exited"),
      state === "entering" ? timings.enterMs : timings.exitMs,
    );
    return () => clearTimeout(timer);
  }, [advance, id, state, timings.enterMs, timings.exitMs]);
  return (
    <span
      className="ripple"
      data-state={state}
      style={{ width: ripple.size, height: ripple.size, left: ripple.left, top: ripple.top }}
    />
  );
}

export interface RipplesProps {
  readonly ripples: readonly RippleInstance[];
  readonly timings: RippleTimings;
  readonly advance: (id: number, event: RippleEvent) => void;
}

/** The ripples of one host; the host needs `position: relative`. */
export function Ripples({ ripples, timings, advance }: RipplesProps) {
  if (ripples.length === 0) return null;
  const durations = {
    "--ripple-enter": `${timings.enterMs}ms`,
    "--ripple-exit": `${timings.exitMs}ms`,
  } as CSSProperties;
  return (
    <span className="ripples" aria-hidden="true" style={durations}>
      {ripples.map((ripple) => (
        <RippleSpan key={ripple.id} ripple={ripple} timings={timings} advance={advance} />
      ))}
    </span>
  );
}
