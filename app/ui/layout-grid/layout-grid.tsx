import { useEffect, type CSSProperties, type ReactNode } from "react";
import { classNames } from "~/ui/shared/class-names";
import { createOnceWarning, EXPERIMENTAL_WARNING } from "./experimental-warning";
import "./layout-grid.css";

const warnExperimental = createOnceWarning(EXPERIMENTAL_WARNING, import.meta.env.DEV);

export interface LayoutGridProps {
  readonly children: ReactNode;
  /** Columns on small screens, from 601px, and from 1025px. */
  readonly columns?: { readonly mobile?: number; readonly tablet?: number; readonly desktop?: number };
  /** Gap between cells in pixels (default 16). */
  readonly gap?: number;
  readonly className?: string;
}

/**
 * The experimental layout widget (§8): a responsive grid of equal columns. It warns once in development
 * that it is experimental.
 */
export function LayoutGrid({ children, columns = {}, gap = 16, className }: LayoutGridProps) {
  useEffect(() => warnExperimental(), []);
  const { mobile = 1, tablet = 2, desktop = 3 } = columns;
  const style = {
    "--columns-mobile": mobile,
    "--columns-tablet": tablet,
    "--columns-desktop": desktop,
    "--grid-gap": `${gap}px`,
  } as CSSProperties;
  return (
    <div className={classNames("layout-grid", className)} style={style}>
      {children}
    </div>
  );
}
