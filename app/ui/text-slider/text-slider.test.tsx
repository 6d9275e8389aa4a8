import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { TextSlider } from "./text-slider";
import { stubMatchMedia } from "#test-support/match-media";

const texts = ["Approval in 24 hours", "Rates from prime", "Terms up to 72 months"];
const shown = (container: HTMLElement) => container.querySelector('[data-state="active"]')?.textContent;

function stubReducedMotion(reduce: boolean) {
  stubMatchMedia((query) => reduce && query.includes("prefers-reduced-motion"));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("TextSlider", () => {
  it("moves on every 4000 ms, wrapping around", async () => {
    vi.useFakeTimers();
    const { container } = render(<TextSlider label="Why us" texts={texts} />);
    expect(shown(container)).toBe("Approval in 24 hours");
    act(() => vi.advanceTimersByTime(3999));
    expect(shown(container)).toBe("Approval in 24 hours");
    act(() => vi.advanceTimersByTime(1));
    expect(shown(container)).toBe("Rates from prime");
    act(() => vi.advanceTimersByTime(4000));
    act(() => vi.advanceTimersByTime(4000));
    expect(shown(container)).toBe("Approval in 24 hours");
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it("slides between texts over 400 ms (§9), as its stylesheet reads it", () => {
    const { container } = render(<TextSlider label="Why us" texts={texts} />);
    const styled = container.querySelector<HTMLElement>("[style*='--text-slider-transition']");
    expect(styled?.style.getPropertyValue("--text-slider-transition")).toBe("400ms");
  });

  it("stops for good when paused with the button, and says Play; it announces changes only then", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = render(<TextSlider label="Why us" texts={texts} />);
    const live = container.querySelector(".text-slider__texts");
    expect(live).toHaveAttribute("aria-live", "off");
    await user.click(screen.getByRole("button", { name: /Pause/ }));
    await user.unhover(screen.getByRole("region"));
    screen.getByRole("button", { name: /Play/ }).blur();
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown(container)).toBe("Approval in 24 hours");
    expect(live).toHaveAttribute("aria-live", "polite");
    await user.click(screen.getByRole("button", { name: "Next text" }));
    expect(shown(container)).toBe("Rates from prime");
  });

  it("pauses while the pointer is over it and goes on when it leaves", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = render(<TextSlider label="Why us" texts={texts} />);
    await user.hover(screen.getByRole("region"));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown(container)).toBe("Approval in 24 hours");
    await user.unhover(screen.getByRole("region"));
    act(() => vi.advanceTimersByTime(4000));
    expect(shown(container)).toBe("Rates from prime");
  });

  it("pauses while focus is inside it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = render(<TextSlider label="Why us" texts={texts} />);
    await user.tab();
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown(container)).toBe("Approval in 24 hours");
  });

  it("does not rotate under prefers-reduced-motion, and offers Play", () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    const { container } = render(<TextSlider label="Why us" texts={texts} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown(container)).toBe("Approval in 24 hours");
    expect(screen.getByRole("button", { name: /Play/ })).toBeInTheDocument();
  });

  it("hides the texts not shown from assistive technology", () => {
    render(<TextSlider label="Why us" texts={texts} />);
    expect(screen.getAllByRole("group").map((group) => group.textContent)).toEqual(["Approval in 24 hours"]);
  });
});
