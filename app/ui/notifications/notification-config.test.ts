import { describe, expect, it } from "vitest";
import {
  assertRenderableNotification,
  politenessOf,
  resolveNotificationConfig,
  showsCloseButton,
  type NotificationConfig,
} from "./notification-config";

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
      new Error('Notification Controller: Property "message" is required'),
    );
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
