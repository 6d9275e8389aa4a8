import { classNames } from "~/ui/shared/class-names";
import "./icon.css";

// 24 x 24 outline icons drawn with a 2px stroke in the current text colour.
const paths = {
  plus: "M12 5v14M5 12h14",
  minus: "M5 12h14",
  close: "M6 6l12 12M18 6L6 18",
  "chevron-left": "M15 5l-7 7 7 7",
  "chevron-right": "M9 5l7 7-7 7",
  "chevron-down": "M5 9l7 7 7-7",
  "chevron-up": "M5 15l7-7 7 7",
  check: "M5 12.5l4.5 4.5L19 7.5",
  info: "M12 11v6M12 7.5v.01M12 3a9 9 0 110 18 9 9 0 010-18z",
  success: "M8 12.5l3 3 5-6M12 3a9 9 0 110 18 9 9 0 010-18z",
  error: "M12 7.5v6M12 16.5v.01M12 3a9 9 0 110 18 9 9 0 010-18z",
  warning: "M12 9v4.5M12 17v.01M10.3 3.9L2.6 17.5A2 2 0 004.3 20.5h15.4a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z",
  pause: "M9 6v12M15 6v12",
  play: "M8 5.5v13l10-6.5z",
  external: "M14 5h5v5M19 5l-8 8M17 14v5H5V7h5",
  search: "M10.5 4a6.5 6.5 0 110 13 6.5 6.5 0 010-13zM15.5 15.5L20 20",
  menu: "M4 7h16M4 12h16M4 17h16",
} as const;

export type IconName = keyof typeof paths;

export const ICON_NAMES = Object.keys(paths) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(paths, name);
}

export interface IconProps {
  readonly name: IconName;
  /** Edge length in pixels (default 20). */
  readonly size?: number;
  readonly className?: string;
}

/** A decorative icon: hidden from assistive technology, so whatever holds it must carry the words. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={classNames("icon", className)}
      data-icon={name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
