import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useTimers } from "./use-timers";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useTimers", () => {
  it("gives the same timers on every render, so effects that depend on them do not re-run", () => {
    const { result, rerender } = renderHook(() => useTimers());
    const first = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(first);
  });

  it("runs a callback after its delay, and not when cancelled", () => {
    const { result } = renderHook(() => useTimers());
    const kept = vi.fn();
    const cancelled = vi.fn();
    result.current.after(300, kept);
    const cancel = result.current.after(300, cancelled);
    cancel();
    act(() => vi.advanceTimersByTime(299));
    expect(kept).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(kept).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("cancels everything pending with clearAll and when the component unmounts", () => {
    const { result, unmount } = renderHook(() => useTimers());
    const cleared = vi.fn();
    result.current.after(100, cleared);
    result.current.clearAll();
    const orphaned = vi.fn();
    result.current.after(100, orphaned);
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(cleared).not.toHaveBeenCalled();
    expect(orphaned).not.toHaveBeenCalled();
  });
});
