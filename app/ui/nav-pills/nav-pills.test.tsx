import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { NavPills } from "./nav-pills";

const labels = ["Cars", "Bakkies", "Motorcycles", "Caravans"];
const current = () =>
  within(screen.getByRole("group", { name: "Vehicle type" })).getByRole("button", { current: true }).textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe("NavPills", () => {
  it("shows the pills with the first one current", async () => {
    const { container } = render(<NavPills label="Vehicle type" labels={labels} />);
    expect(current()).toBe("Cars");
    expect(screen.getByRole("button", { name: "Previous: none" })).toHaveAttribute("aria-disabled", "true");
    await expectNoAxeViolations(container);
  });

  it("changes on a click, emits from and to, and is locked as moving for 400 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChange = vi.fn();
    const { container } = render(<NavPills label="Vehicle type" labels={labels} onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Motorcycles" }));
    expect(current()).toBe("Motorcycles");
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: "Cars", to: "Motorcycles" }, 2);
    expect(container.querySelector(".nav-pills")).toHaveAttribute("data-moving", "true");
    await user.click(screen.getByRole("button", { name: "Bakkies" }));
    expect(current()).toBe("Motorcycles");
    act(() => vi.advanceTimersByTime(400));
    expect(container.querySelector(".nav-pills")).not.toHaveAttribute("data-moving");
    await user.click(screen.getByRole("button", { name: "Bakkies" }));
    expect(current()).toBe("Bakkies");
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("moves with previous and next only within the row, from the keyboard too", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<NavPills label="Vehicle type" labels={labels} defaultIndex={2} />);
    screen.getByRole("button", { name: "Next: Caravans" }).focus();
    await user.keyboard("{Enter}");
    expect(current()).toBe("Caravans");
    act(() => vi.advanceTimersByTime(400));
    const next = screen.getByRole("button", { name: "Next: none" });
    expect(next).toHaveAttribute("aria-disabled", "true");
    await user.click(next);
    expect(current()).toBe("Caravans");
    await user.click(screen.getByRole("button", { name: "Previous: Motorcycles" }));
    expect(current()).toBe("Motorcycles");
  });

  it("emits nothing when the label text does not change", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NavPills label="Vehicle type" labels={["Cars", "Cars"]} onChange={onChange} />);
    await user.click(screen.getAllByRole("button", { name: "Cars" })[1] as HTMLElement);
    expect(onChange).not.toHaveBeenCalled();
  });
});
