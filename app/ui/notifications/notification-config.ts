import type { SanitizedHtml } from "~/lib/sanitize/sanitized-html";
import type { IconName } from "~/ui/icon/icon";

export type NotificationType = "system" | "toast";
export type NotificationTheme = "default" | "error" | "success";

/** A link offered in a notification (§3 actions). */
export interface NotificationAction {
  readonly title: string;
  readonly href: string;
  readonly newWindow?: boolean;
}

/**
 * The message: text, or with `allowUnsafeHTML` markup that was sanitized where it entered the site (the
 * browser has no sanitizer; a plain string is refused by the type).
 */
type NotificationMessage =
  | { readonly message: string; readonly allowUnsafeHTML?: false }
  | { readonly message: SanitizedHtml; readonly allowUnsafeHTML: true };

/** §3: what a caller passes to notify(). */
export type NotificationConfig = NotificationMessage & {
  readonly type?: NotificationType;
  readonly title?: string;
  /** An icon before the text; by default the theme's own, `false` for none. */
  readonly icon?: IconName | false;
  readonly theme?: NotificationTheme;
  /** Milliseconds on screen before it closes by itself; Infinity keeps it until closed. */
  readonly displayDuration?: number;
  readonly forceShowClose?: boolean;
  readonly actions?: readonly NotificationAction[];
};

export type ResolvedNotificationConfig = (
  | { readonly message: string; readonly allowUnsafeHTML: false }
  | { readonly message: SanitizedHtml; readonly allowUnsafeHTML: true }
) & {
  readonly type: NotificationType;
  readonly title: string | undefined;
  readonly icon: IconName | false;
  readonly theme: NotificationTheme;
  readonly displayDuration: number;
  readonly forceShowClose: boolean;
  readonly actions: readonly NotificationAction[];
};

/** §9 defaults. */
export const NOTIFICATION_DEFAULTS = {
  displayDuration: 5000,
  forceShowClose: false,
  type: "system",
  theme: "default",
} as const satisfies Partial<ResolvedNotificationConfig>;

/** §9 timings and placement. */
export const NOTIFICATION_TIMINGS = { removeAfterCloseMs: 700, repositionAfterDismissalMs: 150 } as const;
/**
 * The gap between stacked notifications, and how far each stack sits from its edge of the page's view: system
 * notifications 8px under the sticky header, toasts 30px from the bottom (notifications.css places them so).
 */
export const NOTIFICATION_PLACEMENT = {
  system: { gapPx: 8, edgePx: 8 },
  toast: { gapPx: 20, edgePx: 30 },
} as const;

/** §8 developer errors, word for word. */
export const CONTROLLER_MESSAGE_REQUIRED = 'Notification Controller: Property "message" is required';
export const RENDERER_INVALID_CONFIG = "Invalid config passed to notification renderer";

const THEME_ICONS: Readonly<Record<NotificationTheme, IconName>> = {
  default: "info",
  error: "error",
  success: "success",
};

const hasMessage = (config: unknown): config is { message: string } =>
  typeof config === "object" &&
  config !== null &&
  typeof (config as { message?: unknown }).message === "string" &&
  (config as { message: string }).message.trim() !== "";

/** The controller's check and defaults (§3, §9); a config without a message is rejected (§8). */
export function resolveNotificationConfig(config: NotificationConfig): ResolvedNotificationConfig {
  if (!hasMessage(config)) throw new Error(CONTROLLER_MESSAGE_REQUIRED);
  const theme = config.theme ?? NOTIFICATION_DEFAULTS.theme;
  return {
    ...(config.allowUnsafeHTML
      ? { message: config.message, allowUnsafeHTML: true as const }
      : { message: config.message, allowUnsafeHTML: false as const }),
    type: config.type ?? NOTIFICATION_DEFAULTS.type,
    title: config.title,
    icon: config.icon ?? THEME_ICONS[theme],
    theme,
    displayDuration: config.displayDuration ?? NOTIFICATION_DEFAULTS.displayDuration,
    forceShowClose: config.forceShowClose ?? NOTIFICATION_DEFAULTS.forceShowClose,
    actions: config.actions ?? [],
  };
}

/** The renderer's own guard: it refuses to draw a notification without a message (§8). */
export function assertRenderableNotification(config: unknown): asserts config is ResolvedNotificationConfig {
  if (!hasMessage(config)) throw new Error(RENDERER_INVALID_CONFIG);
}

/** §9: the close button shows when forced, or when the notification would otherwise never go away. */
export const showsCloseButton = (config: Pick<ResolvedNotificationConfig, "forceShowClose" | "displayDuration">) =>
  config.forceShowClose || !Number.isFinite(config.displayDuration);

/** Errors interrupt (assertive); everything else waits its turn (polite). */
export const politenessOf = (theme: NotificationTheme): "polite" | "assertive" =>
  theme === "error" ? "assertive" : "polite";
