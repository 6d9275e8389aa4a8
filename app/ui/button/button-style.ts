import { classNames } from "~/ui/shared/class-names";

/** §4.7 themes; §8: anything else is a developer error. */
export const BUTTON_THEMES = ["action", "info", "none"] as const;

export type ButtonTheme = (typeof BUTTON_THEMES)[number];

/** Throws the §8 TypeError for a theme outside action, info and none (content and settings are untyped). */
export function assertButtonTheme(theme: unknown): asserts theme is ButtonTheme {
  if (!BUTTON_THEMES.includes(theme as ButtonTheme)) {
    throw new TypeError(
      `Button theme ${JSON.stringify(theme)} is not allowed: use one of ${BUTTON_THEMES.join(", ")}.`,
    );
  }
}

/** The looks a button or a link styled as one can take (§4.7), apart from loading and disabled. */
export interface ButtonLook {
  readonly theme?: ButtonTheme;
  /** Border in the theme colour on a clear background. */
  readonly outlined?: boolean;
  /** Full width of its container. */
  readonly block?: boolean;
  /** Taller and wider, for the main action of a panel. */
  readonly chubby?: boolean;
  /** Shows the hover look without a pointer on it, e.g. while the card holding it is hovered. */
  readonly hover?: boolean;
}

export function buttonClassName({ theme = "action", outlined, block, chubby }: ButtonLook, className?: string): string {
  assertButtonTheme(theme);
  return classNames(
    "button",
    `button--${theme}`,
    outlined && "button--outlined",
    block && "button--block",
    chubby && "button--chubby",
    className,
  );
}
