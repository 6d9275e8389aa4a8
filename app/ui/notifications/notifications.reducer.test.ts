import { describe, expect, it } from "vitest";
import { resolveNotificationConfig, type NotificationConfig } from "./notification-config";
import {
  initialNotificationsState,
  notificationsReducer,
  pendingTimer,
  repositionDelayMs,
  stackExtents,
  stackOffsets,
  type NotificationItem,
  type NotificationsAction,
  type NotificationsState,
} from "./notifications.reducer";

const item = (
  id: string,
  overrides: Partial<NotificationItem> = {},
  config: Partial<Omit<NotificationConfig, "message" | "allowUnsafeHTML">> = {},
): NotificationItem => ({
  id,
  config: resolveNotificationConfig({ message: id, ...config }),
  phase: "shown",
  remainingMs: 5000,
  runningSince: 1000,
  height: 60,
  ...overrides,
});

const state = (...items: NotificationItem[]): NotificationsState => ({ items, lastChange: undefined });

describe("notificationsReducer", () => {
  const cases: readonly [
    name: string,
    before: NotificationsState,
    action: NotificationsAction,
    expected: Partial<NotificationItem> | "removed",
  ][] = [
    [
      "spawn adds a spawned notification with its full display time",
      initialNotificationsState,
      { type: "spawn", id: "a", config: resolveNotificationConfig({ message: "a" }) },
      { phase: "spawned", remainingMs: 5000, runningSince: undefined },
    ],
    [
      "show starts the display clock",
      state(item("a", { phase: "spawned", runningSince: undefined })),
      { type: "show", id: "a", now: 2000 },
      { phase: "shown", runningSince: 2000 },
    ],
    ["close ends it", state(item("a")), { type: "close", id: "a" }, { phase: "closed", runningSince: undefined }],
    [
      "close works before it was shown",
      state(item("a", { phase: "spawned" })),
      { type: "close", id: "a" },
      { phase: "closed" },
    ],
    ["remove drops it", state(item("a", { phase: "closed" })), { type: "remove", id: "a" }, "removed"],
    [
      "pause keeps the time left",
      state(item("a")),
      { type: "pause", id: "a", now: 3000 },
      { remainingMs: 3000, runningSince: undefined },
    ],
    ["pause never leaves negative time", state(item("a")), { type: "pause", id: "a", now: 9000 }, { remainingMs: 0 }],
    [
      "resume restarts the clock",
      state(item("a", { runningSince: undefined, remainingMs: 3000 })),
      { type: "resume", id: "a", now: 7000 },
      { runningSince: 7000, remainingMs: 3000 },
    ],
    [
      "resume of a running one changes nothing",
      state(item("a")),
      { type: "resume", id: "a", now: 7000 },
      { runningSince: 1000 },
    ],
    [
      "pause of a closed one changes nothing",
      state(item("a", { phase: "closed", runningSince: undefined })),
      { type: "pause", id: "a", now: 7000 },
      { remainingMs: 5000 },
    ],
    ["measure keeps its height", state(item("a")), { type: "measure", id: "a", height: 88 }, { height: 88 }],
  ];
  it.each(cases)("%s", (_name, before, action, expected) => {
    const after = notificationsReducer(before, action);
    const found = after.items.find((entry) => entry.id === "a");
    if (expected === "removed") expect(found).toBeUndefined();
    else expect(found).toMatchObject(expected);
  });

  it.each([
    ["show of an unknown id", { type: "show", id: "x", now: 1 }],
    ["close of a closed one", { type: "close", id: "c" }],
    ["remove of an unknown id", { type: "remove", id: "x" }],
    ["spawn of an existing id", { type: "spawn", id: "c", config: resolveNotificationConfig({ message: "c" }) }],
    ["measure of the same height", { type: "measure", id: "c", height: 60 }],
  ] as const)("returns the same state for %s", (_name, action) => {
    const before = state(item("c", { phase: "closed" }));
    expect(notificationsReducer(before, action)).toBe(before);
  });

  it("remembers whether the last change was an arrival or a dismissal", () => {
    let current = notificationsReducer(initialNotificationsState, {
      type: "spawn",
      id: "a",
      config: resolveNotificationConfig({ message: "a" }),
    });
    current = notificationsReducer(current, { type: "show", id: "a", now: 0 });
    expect(repositionDelayMs(current)).toBe(0);
    current = notificationsReducer(current, { type: "close", id: "a" });
    expect(repositionDelayMs(current)).toBe(150);
  });
});

describe("pendingTimer", () => {
  it.each([
    ["a spawned one is shown at once", item("a", { phase: "spawned" }), 1000, { afterMs: 0, action: "show" }],
    ["a shown one closes when its time is up", item("a"), 1000, { afterMs: 5000, action: "close" }],
    ["a shown one counts the time already shown", item("a"), 4000, { afterMs: 2000, action: "close" }],
    ["a late check closes at once", item("a"), 9000, { afterMs: 0, action: "close" }],
    ["a paused one waits", item("a", { runningSince: undefined }), 1000, undefined],
    ["one with infinite duration stays", item("a", { remainingMs: Infinity }), 1000, undefined],
    ["a closed one is removed after 700 ms", item("a", { phase: "closed" }), 1000, { afterMs: 700, action: "remove" }],
  ] as const)("%s", (_name, entry, now, expected) => {
    expect(pendingTimer(entry, now)).toEqual(expected);
  });
});

describe("stackOffsets", () => {
  it("puts the newest of each type at the edge and pushes older ones along by height and gap", () => {
    const offsets = stackOffsets([
      item("old-system", { height: 50 }),
      item("old-toast", { height: 40 }, { type: "toast" }),
      item("new-system", { height: 70 }),
      item("new-toast", { height: 30 }, { type: "toast" }),
    ]);
    expect(Object.fromEntries(offsets)).toEqual({ "new-toast": 0, "new-system": 0, "old-toast": 50, "old-system": 78 });
  });

  it("gives no room to spawned or closed ones, so the rest close up", () => {
    const offsets = stackOffsets([
      item("oldest", { height: 50 }),
      item("closing", { phase: "closed", height: 50 }),
      item("arriving", { phase: "spawned", height: 50 }),
    ]);
    expect(Object.fromEntries(offsets)).toEqual({ arriving: 0, closing: 0, oldest: 0 });
  });
});

describe("stackExtents", () => {
  it("is how far each stack reaches: its shown notifications and the gaps between them", () => {
    const extents = stackExtents([
      item("old-system", { height: 50 }),
      item("old-toast", { height: 40 }, { type: "toast" }),
      item("closing", { phase: "closed", height: 90 }),
      item("new-system", { height: 70 }),
      item("arriving", { phase: "spawned", height: 60 }, { type: "toast" }),
    ]);
    expect(extents).toEqual({ system: 50 + 8 + 70, toast: 40 });
  });

  it("is 0 for a stack with nothing shown", () => {
    expect(stackExtents([item("closing", { phase: "closed", height: 50 })])).toEqual({ system: 0, toast: 0 });
  });
});
