import { useCallback, useContext, useMemo, useReducer, useRef, type ReactNode } from "react";
import {
  politenessOf,
  resolveNotificationConfig,
  type NotificationConfig,
  type ResolvedNotificationConfig,
} from "./notification-config";
import { NotificationsContext, type NotificationsController } from "./notifications-context";
import { markupToText } from "./notification-text";
import {
  initialNotificationsState,
  notificationsReducer,
  repositionDelayMs,
  stackOffsets,
} from "./notifications.reducer";
import { NotificationView } from "./notification-view";
import "./notifications.css";

interface Announcement {
  readonly key: number;
  readonly text: string;
}

const spokenText = (config: ResolvedNotificationConfig) =>
  [config.title, config.allowUnsafeHTML ? markupToText(config.message) : config.message].filter(Boolean).join(": ");

function OwnNotificationsProvider({ children }: { readonly children: ReactNode }) {
  const [state, dispatch] = useReducer(notificationsReducer, initialNotificationsState);
  const [announcements, announce] = useReducer(
    (
      current: Record<"polite" | "assertive", Announcement>,
      next: { politeness: "polite" | "assertive"; text: string },
    ) => ({
      ...current,
      [next.politeness]: { key: current[next.politeness].key + 1, text: next.text },
    }),
    { polite: { key: 0, text: "" }, assertive: { key: 0, text: "" } },
  );
  const nextId = useRef(0);

  const notify = useCallback((config: NotificationConfig) => {
    const resolved = resolveNotificationConfig(config);
    nextId.current += 1;
    const id = `notification-${nextId.current}`;
    dispatch({ type: "spawn", id, config: resolved });
    announce({ politeness: politenessOf(resolved.theme), text: spokenText(resolved) });
    return id;
  }, []);
  const dismiss = useCallback((id: string) => dispatch({ type: "close", id }), []);
  const controller = useMemo<NotificationsController>(() => ({ notify, dismiss }), [notify, dismiss]);

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
    <NotificationsContext value={controller}>
      {children}
      <section className="notifications" aria-label="Notifications">
        {/* Present from the first render, so screen readers are listening before anything is said. */}
        <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          <span key={announcements.polite.key}>{announcements.polite.text}</span>
        </div>
        <div className="visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
          <span key={announcements.assertive.key}>{announcements.assertive.text}</span>
        </div>
        <div className="notifications__stack" data-type="system">
          {stack("system")}
        </div>
        <div className="notifications__stack" data-type="toast">
          {stack("toast")}
        </div>
      </section>
    </NotificationsContext>
  );
}

/**
 * The page's notifications and toasts (§4.8), with their live regions. Mount it once in the root; a
 * provider inside another uses the outer one, so a page may mount its own without doubling them.
 */
export function NotificationsProvider({ children }: { readonly children: ReactNode }) {
  const outer = useContext(NotificationsContext);
  if (outer) return children;
  return <OwnNotificationsProvider>{children}</OwnNotificationsProvider>;
}
