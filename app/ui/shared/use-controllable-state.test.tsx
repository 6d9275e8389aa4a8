import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useControllableState } from "./use-controllable-state";

describe("useControllableState", () => {
  it("keeps its own value when uncontrolled, starting from the default, and reports each change", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<string | undefined>(undefined, "a", onChange));
    expect(result.current[0]).toBe("a");
    act(() => result.current[1]("b"));
    expect(result.current[0]).toBe("b");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("b");
  });

  it("shows the parent's value when controlled, and only asks the parent to change it", () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState(value, "a", onChange), {
      initialProps: { value: "x" },
    });
    act(() => result.current[1]("y"));
    expect(result.current[0]).toBe("x");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("y");
    rerender({ value: "y" });
    expect(result.current[0]).toBe("y");
  });

  it.each([
    ["uncontrolled", undefined],
    ["controlled", 2],
  ])("calls onChange only when the value changes (%s)", (_, value) => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<number | undefined>(value, 2, onChange));
    act(() => result.current[1](2));
    expect(onChange).not.toHaveBeenCalled();
    act(() => result.current[1](3));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(3);
  });

  it("treats null as a value the parent controls, not as no value", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<number | null>(null, 5, onChange));
    expect(result.current[0]).toBeNull();
    act(() => result.current[1](null));
    expect(onChange).not.toHaveBeenCalled();
  });
});
