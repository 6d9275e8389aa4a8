import type { ReactNode } from "react";
import { classNames } from "~/ui/shared/class-names";
import "./spec-list.css";

/** §3: a spec list entry. */
export interface SpecListItem {
  readonly label: string;
  readonly value: ReactNode;
}

/** Label and value pairs (§3) as a description list, in two columns where there is room. */
export function SpecList({
  items,
  className,
}: {
  readonly items: readonly SpecListItem[];
  readonly className?: string;
}) {
  return (
    <dl className={classNames("spec-list", className)}>
      {items.map((item) => (
        <div key={item.label} className="spec-list__row">
          <dt className="spec-list__label">{item.label}</dt>
          <dd className="spec-list__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
