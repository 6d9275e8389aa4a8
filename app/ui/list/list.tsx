import type { ReactNode } from "react";
import { classNames } from "~/ui/shared/class-names";
import { listSemantics, type ListStyleType, type ListType } from "./list-style";
import "./list.css";

export interface ListProps {
  readonly items: readonly ReactNode[];
  readonly type?: ListType;
  readonly start?: number;
  readonly styleType?: ListStyleType;
  readonly className?: string;
}

/** A list in the site's styles (§3): its own markers (dot, chevron, big dot), plain bullets, or numbers. */
export function List({ items, type, start, styleType, className }: ListProps) {
  const { element: Element, start: first, marker } = listSemantics(type, start, styleType);
  return (
    <Element className={classNames("list", className)} data-marker={marker} start={first === 1 ? undefined : first}>
      {items.map((item, index) => (
        <li key={index} className="list__item">
          {item}
        </li>
      ))}
    </Element>
  );
}
