import { useLayoutEffect, useReducer, useRef, useSyncExternalStore, type CSSProperties } from "react";
import { currentBottomOverlaySpace, subscribeToBottomOverlaySpace } from "./bottom-overlay-space";
import { NOTIFICATION_PLACEMENT } from "./notification-config";
import { NotificationView } from "./notification-view";
import {
  initialNotificationsState,
  notificationsReducer,
  repositionDelayMs,
  stackExtents,
  stackOffsets,
  type NotificationsAction,
} from "./notifications.reducer";

/** What the provider asks of the stacks: show a notification, or close one early. */
export type StackCommand = Extract<NotificationsAction, { readonly type: "spawn" | "close" }>;

/**
 * The two stacks of §4.8 (system notifications and toasts) with their timers and layout. The provider
 * loads this module with the first notification and hands it every command since, oldest first; each
 * is applied once.
 */
export default function NotificationStacks({ commands }: { readonly commands: readonly StackCommand[] }) {
  const [state, dispatch] = useReducer(notificationsReducer, initialNotificationsState);
  const applied = useRef(0);
  const bottomOverlaySpace = useSyncExternalStore(subscribeToBottomOverlaySpace, currentBottomOverlaySpace, () => 0);
  useLayoutEffect(() => {
    for (const command of commands.slice(applied.current)) dispatch(command);
    applied.current = commands.length;
  }, [commands]);

  // While a stack shows, the page learns the room it takes from its edge (CSS variables on the root): the
  // content below the header moves down by that much at the top of a page, and the scroll padding grows by it
  // (global.css, cookie-notice.css), so an element that gets keyboard focus is scrolled clear of the
  // notifications instead of under them.
  const extents = stackExtents(state.items);
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    // From the page's edge to past the stack, with a gap as between notifications.
    const space = (extent: number, { edgePx, gapPx }: { edgePx: number; gapPx: number }) =>
      extent > 0 ? `${edgePx + extent + gapPx}px` : "0px";
    root.setProperty("--notification-top-space", space(extents.system, NOTIFICATION_PLACEMENT.system));
    root.setProperty("--notification-bottom-space", space(extents.toast, NOTIFICATION_PLACEMENT.toast));
  }, [extents.system, extents.toast]);
  useLayoutEffect(
    () => () => {
      document.documentElement.style.removeProperty("--notification-top-space");
      document.documentElement.style.removeProperty("--notification-bottom-space");
    },
    [],
  );

  const offsets = stackOffsets(state.items);
  const delay = repositionDelayMs(state);
  const stack = (type: "system" | "toast") =>
    state.items
      .filter((item) => item.config.type === type)
      .map((item) => (
        <NotificationView
          key={item.id}
          item={item}
          offset={offsets.get(item.id) ?? 0}
          repositionDelayMs={delay}
          dispatch={dispatch}
        />
      ));
  return (
    <>
      <div className="notifications__stack" data-type="system">
        {stack("system")}
      </div>
      <div
        className="notifications__stack"
        data-type="toast"
        // Set on the stack itself: a variable on the root would restyle the whole page.
        style={{ "--bottom-overlay-space": `${bottomOverlaySpace}px` } as CSSProperties}
      >
        {stack("toast")}
      </div>
    </>
  );
}
