import {
  NOTIFICATION_PLACEMENT,
  NOTIFICATION_TIMINGS,
  type NotificationType,
  type ResolvedNotificationConfig,
} from "./notification-config";

/** §4.8: spawned, then shown, then closed, then removed. */
export type NotificationPhase = "spawned" | "shown" | "closed";

export interface NotificationItem {
  readonly id: string;
  readonly config: ResolvedNotificationConfig;
  readonly phase: NotificationPhase;
  /** Display time left; counts down only while running. */
  readonly remainingMs: number;
  /** When the display clock last started; undefined while paused (hover, focus) or not yet shown. */
  readonly runningSince: number | undefined;
  readonly height: number;
}

export interface NotificationsState {
  /** Oldest first. */
  readonly items: readonly NotificationItem[];
  /** What last changed the stacks: a dismissal makes the others move up after a short pause (§9). */
  readonly lastChange: "shown" | "dismissed" | undefined;
}

export type NotificationsAction =
  | { readonly type: "spawn"; readonly id: string; readonly config: ResolvedNotificationConfig }
  | { readonly type: "show"; readonly id: string; readonly now: number }
  | { readonly type: "close"; readonly id: string }
  | { readonly type: "remove"; readonly id: string }
  | { readonly type: "pause"; readonly id: string; readonly now: number }
  | { readonly type: "resume"; readonly id: string; readonly now: number }
  | { readonly type: "measure"; readonly id: string; readonly height: number };

export const initialNotificationsState: NotificationsState = { items: [], lastChange: undefined };

function update(
  state: NotificationsState,
  id: string,
  change: (item: NotificationItem) => NotificationItem,
): NotificationsState {
  let changed = false;
  const items = state.items.map((item) => {
    if (item.id !== id) return item;
    const next = change(item);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? { ...state, items } : state;
}

export function notificationsReducer(state: NotificationsState, action: NotificationsAction): NotificationsState {
  switch (action.type) {
    case "spawn":
      if (state.items.some((item) => item.id === action.id)) return state;
      return {
        ...state,
        items: [
          ...state.items,
          {
            id: action.id,
            config: action.config,
            phase: "spawned",
            remainingMs: action.config.displayDuration,
            runningSince: undefined,
            height: 0,
          },
        ],
      };
    case "show": {
      const next = update(state, action.id, (item) =>
        item.phase === "spawned" ? { ...item, phase: "shown", runningSince: action.now } : item,
      );
      return next === state ? state : { ...next, lastChange: "shown" };
    }
    case "close": {
      const next = update(state, action.id, (item) =>
        item.phase === "closed" ? item : { ...item, phase: "closed", runningSince: undefined },
      );
      return next === state ? state : { ...next, lastChange: "dismissed" };
    }
    case "remove":
      return state.items.some((item) => item.id === action.id)
        ? { ...state, items: state.items.filter((item) => item.id !== action.id) }
        : state;
    case "pause":
      return update(state, action.id, (item) =>
        item.phase === "shown" && item.runningSince !== undefined
          ? {
              ...item,
              remainingMs: Math.max(0, item.remainingMs - (action.now - item.runningSince)),
              runningSince: undefined,
            }
          : item,
      );
    case "resume":
      return update(state, action.id, (item) =>
        item.phase === "shown" && item.runningSince === undefined ? { ...item, runningSince: action.now } : item,
      );
    case "measure":
      return update(state, action.id, (item) =>
        item.height === action.height ? item : { ...item, height: action.height },
      );
    default:
      return action satisfies never;
  }
}

/** The timer an item needs now, if any: what to dispatch, and after how long. */
export function pendingTimer(
  item: Pick<NotificationItem, "phase" | "remainingMs" | "runningSince">,
  now: number,
): { readonly afterMs: number; readonly action: "show" | "close" | "remove" } | undefined {
  switch (item.phase) {
    case "spawned":
      return { afterMs: 0, action: "show" };
    case "shown":
      if (item.runningSince === undefined || !Number.isFinite(item.remainingMs)) return undefined;
      return { afterMs: Math.max(0, item.remainingMs - (now - item.runningSince)), action: "close" };
    case "closed":
      return { afterMs: NOTIFICATION_TIMINGS.removeAfterCloseMs, action: "remove" };
    default:
      return item.phase satisfies never;
  }
}

/**
 * How far each shown notification sits from its stack's edge: the newest at the edge, each older one
 * pushed along by the height of the newer ones of its type and the gap (§4.8). Spawned and closed ones
 * take no room, so the rest close up behind a dismissal.
 */
export function stackOffsets(items: readonly NotificationItem[]): ReadonlyMap<string, number> {
  const offsets = new Map<string, number>();
  const used: Record<NotificationType, number> = { system: 0, toast: 0 };
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index];
    if (!item) continue;
    const type = item.config.type;
    offsets.set(item.id, used[type]);
    if (item.phase === "shown") used[type] += item.height + NOTIFICATION_PLACEMENT[type].gapPx;
  }
  return offsets;
}

/** §9: after a dismissal the others wait 150 ms before moving up; a new arrival moves them at once. */
export const repositionDelayMs = (state: NotificationsState) =>
  state.lastChange === "dismissed" ? NOTIFICATION_TIMINGS.repositionAfterDismissalMs : 0;

/**
 * How far each stack reaches from its edge of the screen: the heights of its shown notifications and the gaps
 * between them, 0 for a stack with none shown. The page keeps focused elements clear of that much.
 */
export function stackExtents(items: readonly NotificationItem[]): Readonly<Record<NotificationType, number>> {
  const extents: Record<NotificationType, number> = { system: 0, toast: 0 };
  for (const item of items) {
    if (item.phase !== "shown") continue;
    const type = item.config.type;
    extents[type] += (extents[type] > 0 ? NOTIFICATION_PLACEMENT[type].gapPx : 0) + item.height;
  }
  return extents;
}
