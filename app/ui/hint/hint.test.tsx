import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import type { HintType } from "./hint.machine";
import { Hint } from "./hint";

function Example({
  onDismiss,
  disabled,
  type,
}: {
  readonly onDismiss?: () => void;
  readonly disabled?: boolean;
  readonly type?: HintType;
}) {
  const rate = useRef<HTMLParagraphElement | null>(null);
  return (
    <div>
      <p ref={rate}>Rate 11.75%</p>
      <Hint
        text="Drag to change the deposit"
        type={type}
        shadow
        highlight={[rate]}
        onDismiss={onDismiss}
        disabled={disabled}
      >
        {(describedBy) => (
          <button type="button" aria-describedby={describedBy}>
            Deposit
          </button>
        )}
      </Hint>
    </div>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

function runOut() {
  act(() => vi.advanceTimersByTime(400));
  act(() => vi.advanceTimersByTime(310));
}

describe("Hint", () => {
  it("shows beside its anchor, describes it, and highlights the given elements", async () => {
    const { container } = render(<Example type="top-left" />);
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip).toHaveTextContent("Drag to change the deposit");
    expect(tooltip).toHaveAttribute("data-type", "top-left");
    expect(screen.getByRole("button", { name: "Deposit" })).toHaveAccessibleDescription("Drag to change the deposit");
    expect(screen.getByText("Rate 11.75%")).toHaveAttribute("data-hint-highlighted");
    await expectNoAxeViolations(container);
  });

  it.each([
    ["any key press", () => fireEvent.keyDown(document.body, { key: "a" })],
    ["a click anywhere", () => fireEvent.click(document.body)],
    ["the pointer over the hint", () => fireEvent.mouseEnter(screen.getByRole("tooltip"))],
    ["the pointer over a highlighted element", () => fireEvent.mouseEnter(screen.getByText("Rate 11.75%"))],
  ])("closes on %s: 400 ms delay, 310 ms fade, then emits hintDismissed", (_name, trigger) => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Example onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(0));
    act(() => trigger());
    expect(screen.getByRole("tooltip")).toHaveAttribute("data-state", "closing");
    act(() => vi.advanceTimersByTime(399));
    expect(screen.getByRole("tooltip")).toHaveAttribute("data-state", "closing");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveAttribute("data-state", "hiding");
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(310));
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Rate 11.75%")).not.toHaveAttribute("data-hint-highlighted");
    expect(screen.getByRole("button", { name: "Deposit" })).not.toHaveAttribute("aria-describedby");
  });

  it("ignores further triggers once closing", () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Example onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(0));
    act(() => fireEvent.keyDown(document.body, { key: "Escape" }));
    act(() => fireEvent.click(document.body));
    runOut();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("is not dismissed by the event that showed it", () => {
    vi.useFakeTimers();
    render(<Example />);
    act(() => fireEvent.click(document.body));
    expect(screen.getByRole("tooltip")).toHaveAttribute("data-state", "open");
    act(() => vi.advanceTimersByTime(0));
    act(() => fireEvent.click(document.body));
    expect(screen.getByRole("tooltip")).toHaveAttribute("data-state", "closing");
  });

  it("never shows when disabled", () => {
    const onDismiss = vi.fn();
    render(<Example disabled onDismiss={onDismiss} />);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(screen.getByText("Rate 11.75%")).not.toHaveAttribute("data-hint-highlighted");
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
