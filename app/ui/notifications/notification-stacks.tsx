import { useLayoutEffect, useReducer, useRef } from "react";
import { NotificationView } from "./notification-view";
import {
  initialNotificationsState,
  notificationsReducer,
  repositionDelayMs,
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
  useLayoutEffect(() => {
    for (const command of commands.slice(applied.current)) dispatch(command);
    applied.current = commands.length;
  }, [commands]);

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
      <div className="notifications__stack" data-type="toast">
        {stack("toast")}
      </div>
    </>
  );
}
