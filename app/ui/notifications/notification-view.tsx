import { useEffect, useLayoutEffect, useRef, type CSSProperties } from "react";
import { Icon } from "~/ui/icon/icon";
import { SafeHtml } from "~/ui/safe-html/safe-html";
import { assertRenderableNotification, showsCloseButton } from "./notification-config";
import { pendingTimer, type NotificationItem, type NotificationsAction } from "./notifications.reducer";

export interface NotificationViewProps {
  readonly item: NotificationItem;
  readonly offset: number;
  readonly repositionDelayMs: number;
  readonly dispatch: (action: NotificationsAction) => void;
  readonly closeLabel?: string;
}

/** One notification on screen: its timers, its size for the stack, and its content. */
export function NotificationView({
  item,
  offset,
  repositionDelayMs,
  dispatch,
  closeLabel = "Close notification",
}: NotificationViewProps) {
  const { id, config, phase, runningSince, remainingMs } = item;
  assertRenderableNotification(config);
  const element = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const timer = pendingTimer({ phase, runningSince, remainingMs }, Date.now());
    if (!timer) return;
    const handle = setTimeout(() => dispatch({ type: timer.action, id, now: Date.now() }), timer.afterMs);
    return () => clearTimeout(handle);
  }, [phase, runningSince, remainingMs, id, dispatch]);

  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => dispatch({ type: "measure", id, height: node.getBoundingClientRect().height });
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [dispatch, id]);

  // The display clock stops while the visitor points at or tabs into the notification (WCAG 2.2.1).
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const pause = () => dispatch({ type: "pause", id, now: Date.now() });
    const resume = () => dispatch({ type: "resume", id, now: Date.now() });
    const focusLeft = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) resume();
    };
    node.addEventListener("mouseenter", pause);
    node.addEventListener("mouseleave", resume);
    node.addEventListener("focusin", pause);
    node.addEventListener("focusout", focusLeft);
    return () => {
      node.removeEventListener("mouseenter", pause);
      node.removeEventListener("mouseleave", resume);
      node.removeEventListener("focusin", pause);
      node.removeEventListener("focusout", focusLeft);
    };
  }, [dispatch, id]);

  const style = { "--offset": `${offset}px`, "--reposition-delay": `${repositionDelayMs}ms` } as CSSProperties;

  return (
    <div
      ref={element}
      className="notification"
      data-type={config.type}
      data-theme={config.theme}
      data-state={phase}
      style={style}
    >
      {config.icon && <Icon name={config.icon} size={22} className="notification__icon" />}
      <div className="notification__content">
        {config.title && <p className="notification__title">{config.title}</p>}
        {config.allowUnsafeHTML ? (
          <SafeHtml markup={config.message} className="notification__message" />
        ) : (
          <p className="notification__message">{config.message}</p>
        )}
        {config.actions.length > 0 && (
          <ul className="notification__actions">
            {config.actions.map((action) => (
              <li key={`${action.title} ${action.href}`}>
                <a href={action.href} {...(action.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                  {action.title}
                  {action.newWindow && <span className="visually-hidden"> (opens in a new window)</span>}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {showsCloseButton(config) && (
        <button type="button" className="notification__close" onClick={() => dispatch({ type: "close", id })}>
          <Icon name="close" size={18} />
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      )}
    </div>
  );
}
