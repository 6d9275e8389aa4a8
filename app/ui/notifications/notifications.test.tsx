import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { sanitizeHtml } from "~/lib/sanitize/sanitize-html.server";
import type { NotificationConfig } from "./notification-config";
import { NotificationView } from "./notification-view";
import { useNotifications } from "./notifications-context";
import { loadNotificationStacks, NotificationsProvider } from "./notifications-provider";
import type { NotificationItem } from "./notifications.reducer";

type Controller = ReturnType<typeof useNotifications>;
let controller: Controller | undefined;
const keep = (found: Controller) => {
  controller = found;
};

function Grab() {
  const found = useNotifications();
  useEffect(() => keep(found), [found]);
  return null;
}

function renderProvider() {
  const result = render(
    <NotificationsProvider>
      <main>
        <h1>Page</h1>
        <Grab />
      </main>
    </NotificationsProvider>,
  );
  // The stacks' code loads with the first notification: each call waits for it inside act, so the
  // notification is on screen when it returns.
  const notify = async (config: NotificationConfig) => {
    let id = "";
    await act(async () => {
      id = controller?.notify(config) ?? "";
      await loadNotificationStacks();
    });
    return id;
  };
  return { ...result, notify };
}

const region = () => screen.getByRole("region", { name: "Notifications" });
const shown = () =>
  [...region().querySelectorAll(".notification")].map((element) => [
    element.querySelector(".notification__message")?.textContent,
    element.getAttribute("data-state"),
  ]);

afterEach(() => {
  vi.useRealTimers();
  controller = undefined;
});

describe("Notifications", () => {
  it("shows a notification, announces it politely, closes it after 5000 ms and removes it 700 ms later", async () => {
    vi.useFakeTimers();
    const { container, notify } = renderProvider();
    await notify({ title: "Saved", message: "We will call you back tomorrow." });
    expect(screen.getByRole("status")).toHaveTextContent("Saved: We will call you back tomorrow.");
    expect(shown()).toEqual([["We will call you back tomorrow.", "spawned"]]);
    act(() => vi.advanceTimersByTime(0));
    expect(shown()).toEqual([["We will call you back tomorrow.", "shown"]]);
    expect(screen.queryByRole("button", { name: "Close notification" })).toBeNull();
    act(() => vi.advanceTimersByTime(4999));
    expect(shown()[0]?.[1]).toBe("shown");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()[0]?.[1]).toBe("closed");
    act(() => vi.advanceTimersByTime(699));
    expect(shown()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it("announces errors assertively", async () => {
    const { notify } = renderProvider();
    await notify({ message: "The quote could not be sent.", theme: "error" });
    expect(screen.getByRole("alert")).toHaveTextContent("The quote could not be sent.");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("offers a close button when forced or when the duration is infinite, and closes on a click", async () => {
    const user = userEvent.setup();
    const { container, notify } = renderProvider();
    await notify({
      message: "Stays until closed",
      displayDuration: Infinity,
      actions: [{ title: "See rates", href: "/rates" }],
    });
    await notify({ message: "Closable", forceShowClose: true, type: "toast" });
    await vi.waitFor(() => expect(shown().every(([, state]) => state === "shown")).toBe(true));
    const buttons = screen.getAllByRole("button", { name: "Close notification" });
    expect(buttons).toHaveLength(2);
    expect(within(region()).getByRole("link", { name: "See rates" })).toHaveAttribute("href", "/rates");
    await expectNoAxeViolations(container);
    await user.click(buttons[0] as HTMLElement);
    expect(shown()).toEqual([
      ["Stays until closed", "closed"],
      ["Closable", "shown"],
    ]);
  });

  it("pauses the countdown while the pointer is over it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { notify } = renderProvider();
    await notify({ message: "Hover me" });
    act(() => vi.advanceTimersByTime(10));
    const notification = region().querySelector(".notification") as HTMLElement;
    await user.hover(notification);
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()[0]?.[1]).toBe("shown");
    await user.unhover(notification);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()[0]?.[1]).toBe("closed");
  });

  it("dismisses from code by id", async () => {
    const { notify } = renderProvider();
    const id = await notify({ message: "Going", displayDuration: Infinity });
    act(() => controller?.dismiss(id));
    expect(shown()).toEqual([["Going", "closed"]]);
  });

  it("puts newer notifications of a type first and pushes older ones along", async () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ width: 300, height: 64 }),
    );
    const { notify } = renderProvider();
    await notify({ message: "first" });
    act(() => vi.advanceTimersByTime(0));
    await notify({ message: "second" });
    act(() => vi.advanceTimersByTime(0));
    const offsets = [...region().querySelectorAll<HTMLElement>(".notification")].map((element) =>
      element.style.getPropertyValue("--offset"),
    );
    expect(offsets).toEqual(["72px", "0px"]);
    vi.restoreAllMocks();
  });

  it("renders markup messages sanitized where they entered, and no more than that", async () => {
    const message = await sanitizeHtml('<strong>Rates</strong> dropped <img src=x onerror="window.hacked=1">');
    const { notify } = renderProvider();
    await notify({
      message,
      allowUnsafeHTML: true,
      displayDuration: Infinity,
    });
    await vi.waitFor(() => expect(region().querySelector(".notification__message strong")).toHaveTextContent("Rates"));
    expect(region().querySelector(".notification img")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Rates dropped");
  });

  it("rejects a notification without a message with the controller's §8 error", () => {
    renderProvider();
    expect(() => controller?.notify({} as NotificationConfig)).toThrow(
      'Notification Controller: Property "message" is required',
    );
  });

  it("has a renderer that refuses a config without a message (§8)", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      id: "x",
      phase: "shown",
      remainingMs: 1,
      runningSince: 0,
      height: 0,
      config: { type: "system" },
    } as unknown as NotificationItem;
    expect(() =>
      render(<NotificationView item={broken} offset={0} repositionDelayMs={0} dispatch={() => {}} />),
    ).toThrow("Invalid config passed to notification renderer");
    vi.restoreAllMocks();
  });

  it("uses an outer provider when mounted inside one", () => {
    render(
      <NotificationsProvider>
        <NotificationsProvider>
          <p>inner</p>
        </NotificationsProvider>
      </NotificationsProvider>,
    );
    expect(screen.getAllByRole("region", { name: "Notifications" })).toHaveLength(1);
  });
});
