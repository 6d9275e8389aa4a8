import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { useModalDialog } from "~/ui/dialog/use-modal-dialog";
import { Modal } from "./modal";
import { useOpenModals } from "./modal-registry";

function OpenModalNames() {
  const names = useOpenModals();
  return <p data-testid="open-modals">{names.join(",") || "none"}</p>;
}

function Example({
  onClose,
  lockScroll,
}: {
  readonly onClose?: (name: string) => void;
  readonly lockScroll?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Get a quote
      </button>
      <Modal
        name="quote"
        title="Get a quote"
        open={open}
        onOpenChange={setOpen}
        onClose={onClose}
        lockScroll={lockScroll}
      >
        <p>Tell us what you want to finance.</p>
        <a href="#form">Start</a>
        <button type="button">Later</button>
      </Modal>
      <OpenModalNames />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute("style");
});

describe("Modal", () => {
  it("opens as a dialog named by its title, registers its name and moves focus in", async () => {
    const user = userEvent.setup();
    const { container } = render(<Example />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Get a quote" }));
    const dialog = screen.getByRole("dialog", { name: "Get a quote" });
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveAttribute("data-state", "open");
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    expect(screen.getByTestId("open-modals")).toHaveTextContent("quote");
    await expectNoAxeViolations(container);
  });

  it("keeps Tab and Shift+Tab inside while open", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole("button", { name: "Get a quote" }));
    await user.tab();
    expect(screen.getByRole("link", { name: "Start" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Later" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Later" })).toHaveFocus();
  });

  it("closes on Escape, emits close with its name, leaves the registry and returns focus", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Example onClose={onClose} />);
    const trigger = screen.getByRole("button", { name: "Get a quote" });
    await user.click(trigger);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onClose).toHaveBeenCalledExactlyOnceWith("quote");
    expect(screen.getByTestId("open-modals")).toHaveTextContent("none");
    expect(trigger).toHaveFocus();
  });

  it("closes from its close button and from a click on the backdrop", async () => {
    const user = userEvent.setup();
    const { container } = render(<Example />);
    await user.click(screen.getByRole("button", { name: "Get a quote" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Get a quote" }));
    const backdrop = container.querySelector(".modal__backdrop");
    if (!backdrop) throw new Error("no backdrop");
    await user.click(backdrop);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("locks the page scroll 600 ms after opening and releases it on close", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Example lockScroll />);
    await user.click(screen.getByRole("button", { name: "Get a quote" }));
    act(() => vi.advanceTimersByTime(550));
    expect(document.documentElement.style.overflow).toBe("");
    act(() => vi.advanceTimersByTime(60));
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("releases the scroll lock when it is removed from the page while open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = render(<Example lockScroll />);
    await user.click(screen.getByRole("button", { name: "Get a quote" }));
    act(() => vi.advanceTimersByTime(600));
    expect(document.documentElement.style.overflow).toBe("hidden");
    unmount();
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("treats a dialog opened without its backdrop as a developer error", () => {
    function NoBackdrop() {
      const { dialogProps } = useModalDialog({ name: "broken", open: true, onDismiss: () => {} });
      return (
        <dialog aria-label="Broken" {...dialogProps}>
          <p>Content</p>
        </dialog>
      );
    }
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<NoBackdrop />)).toThrow('Modal "broken" has no backdrop');
  });
});
