import type { ReactNode } from "react";
import { Icon } from "~/ui/icon/icon";
import { classNames } from "~/ui/shared/class-names";
import type { HeadingLevel } from "./accordion";
import { useAccordion } from "./use-accordion";
import "./accordion.css";

export interface CollapsibleStepProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Starts closed (§3 default true). */
  readonly collapse?: boolean;
  readonly headingLevel?: HeadingLevel;
  /** Emitted with the title when the step opens (§4.7). */
  readonly onOpen?: (title: string) => void;
  readonly className?: string;
}

/** One step on its own: the WAI-ARIA disclosure pattern with the accordion's look. */
export function CollapsibleStep({
  title,
  children,
  collapse = true,
  headingLevel = 3,
  onOpen,
  className,
}: CollapsibleStepProps) {
  const step = useAccordion({ count: 1, collapse, closeOthers: false, onOpen: () => onOpen?.(title) });
  const open = step.isOpen(0);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      ref={step.stepRef(0)}
      className={classNames("accordion", "accordion__step", className)}
      data-state={open ? "open" : "closed"}
    >
      <Heading className="accordion__heading">
        <button className="accordion__header" {...step.headerButtonProps(0)}>
          <span className="accordion__title">{title}</span>
          <Icon name={open ? "minus" : "plus"} className="accordion__icon" />
        </button>
      </Heading>
      <div className="accordion__panel" {...step.panelProps(0)}>
        {children}
      </div>
    </section>
  );
}
