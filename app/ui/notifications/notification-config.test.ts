import { describe, expect, it } from "vitest";
import {
  assertRenderableNotification,
  CONTROLLER_MESSAGE_REQUIRED,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_PLACEMENT,
  NOTIFICATION_TIMINGS,
  politenessOf,
  RENDERER_INVALID_CONFIG,
  resolveNotificationConfig,
  showsCloseButton,
  type NotificationConfig,
} from "./notification-config";

describe("notification defaults and constants (§9)", () => {
  it("closes after 5000 ms, hides the close button, is a system notification in the default theme", () => {
    expect(NOTIFICATION_DEFAULTS).toEqual({
      displayDuration: 5000,
      forceShowClose: false,
      type: "system",
      theme: "default",
    });
  });
  it("is removed 700 ms after closing and the others move 150 ms after a dismissal", () => {
    expect(NOTIFICATION_TIMINGS).toEqual({ removeAfterCloseMs: 700, repositionAfterDismissalMs: 150 });
  });
  it("places system notifications 35px from the top and 8px from the right, toasts 30px from the bottom 20px apart, mobile toasts at 780px", () => {
    expect(NOTIFICATION_PLACEMENT.system).toMatchObject({ topPx: 35, rightPx: 8 });
    expect(NOTIFICATION_PLACEMENT.toast).toEqual({ bottomPx: 30, gapPx: 20 });
    expect(NOTIFICATION_PLACEMENT.toastMobileMaxWidth).toBe(780);
  });
});

describe("resolveNotificationConfig", () => {
  it("fills in the defaults and the theme's icon", () => {
    expect(resolveNotificationConfig({ message: "Saved" })).toEqual({
      message: "Saved",
      type: "system",
      title: undefined,
      icon: "info",
      theme: "default",
      displayDuration: 5000,
      forceShowClose: false,
      allowUnsafeHTML: false,
      actions: [],
    });
  });

  it.each([
    [{ theme: "error" }, { icon: "error" }],
    [{ theme: "success" }, { icon: "success" }],
    [{ theme: "success", icon: "warning" }, { icon: "warning" }],
    [{ icon: false }, { icon: false }],
    [
      { type: "toast", displayDuration: Infinity },
      { type: "toast", displayDuration: Infinity },
    ],
  ] as const)("keeps what is given: %j", (given, expected) => {
    expect(resolveNotificationConfig({ message: "m", ...given })).toMatchObject(expected);
  });

  it.each([
    ["no message", {}],
    ["an empty message", { message: "" }],
    ["a blank message", { message: "   " }],
    ["a message that is not text", { message: 42 }],
  ])("rejects %s with the controller's §8 error", (_name, config) => {
    expect(() => resolveNotificationConfig(config as unknown as NotificationConfig)).toThrow(
      new Error(CONTROLLER_MESSAGE_REQUIRED),
    );
  });

  it("words the controller error exactly as §8 does", () => {
    expect(CONTROLLER_MESSAGE_REQUIRED).toBe('Notification Controller: Property "message" is required');
  });
});

describe("assertRenderableNotification", () => {
  it.each([null, undefined, "text", {}, { message: "" }, { title: "only a title" }])(
    "rejects %j with the renderer's §8 error",
    (config) => {
      expect(() => assertRenderableNotification(config)).toThrow(
        new Error("Invalid config passed to notification renderer"),
      );
    },
  );
  it("words the renderer error exactly as §8 does", () => {
    expect(RENDERER_INVALID_CONFIG).toBe("Invalid config passed to notification renderer");
  });
  it("accepts a config with a message", () => {
    expect(() => assertRenderableNotification(resolveNotificationConfig({ message: "ok" }))).not.toThrow();
  });
});

describe("showsCloseButton (§9)", () => {
  it.each([
    [false, 5000, false],
    [true, 5000, true],
    [false, Infinity, true],
    [true, Infinity, true],
  ])("forceShowClose %s with duration %d: %s", (forceShowClose, displayDuration, expected) => {
    expect(showsCloseButton({ forceShowClose, displayDuration })).toBe(expected);
  });
});

describe("politenessOf", () => {
  it.each([
    ["default", "polite"],
    ["success", "polite"],
    ["error", "assertive"],
  ] as const)("%s is announced %s", (theme, expected) => {
    expect(politenessOf(theme)).toBe(expected);
  });
});
