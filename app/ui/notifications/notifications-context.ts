import { createContext, useContext } from "react";
import type { NotificationConfig } from "./notification-config";

export interface NotificationsController {
  /** Shows a notification (§4.8) and returns its id; throws the §8 error when it has no message. */
  readonly notify: (config: NotificationConfig) => string;
  /** Closes a notification early, as its close button does. */
  readonly dismiss: (id: string) => void;
}

export const NotificationsContext = createContext<NotificationsController | null>(null);

/** notify() and dismiss() of the page's notifications; NotificationsProvider must be mounted above. */
export function useNotifications(): NotificationsController {
  const controller = useContext(NotificationsContext);
  if (!controller) throw new Error("useNotifications needs a NotificationsProvider above it.");
  return controller;
}
