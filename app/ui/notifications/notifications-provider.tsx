import { lazy, Suspense, useCallback, useContext, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import {
  politenessOf,
  resolveNotificationConfig,
  type NotificationConfig,
  type ResolvedNotificationConfig,
} from "./notification-config";
import type { StackCommand } from "./notification-stacks";
import { NotificationsContext, type NotificationsController } from "./notifications-context";
import { markupToText } from "./notification-text";
import "./notifications.css";

/**
 * The stacks' code (timers, layout, sanitized markup) loads with the first notification: most visits
 * show none, so their first download does without it.
 */
export const loadNotificationStacks = () => import("./notification-stacks");
const NotificationStacks = lazy(loadNotificationStacks);
interface Announcement {
  readonly key: number;
  readonly text: string;
}

const spokenText = (config: ResolvedNotificationConfig) =>
  [config.title, config.allowUnsafeHTML ? markupToText(config.message) : config.message].filter(Boolean).join(": ");

function OwnNotificationsProvider({ children }: { readonly children: ReactNode }) {
  const [commands, setCommands] = useState<readonly StackCommand[]>([]);
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
    setCommands((current) => [...current, { type: "spawn", id, config: resolved }]);
    announce({ politeness: politenessOf(resolved.theme), text: spokenText(resolved) });
    return id;
  }, []);
  const dismiss = useCallback((id: string) => setCommands((current) => [...current, { type: "close", id }]), []);
  const controller = useMemo<NotificationsController>(() => ({ notify, dismiss }), [notify, dismiss]);

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
        {commands.length > 0 && (
          <Suspense fallback={null}>
            <NotificationStacks commands={commands} />
          </Suspense>
        )}
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
