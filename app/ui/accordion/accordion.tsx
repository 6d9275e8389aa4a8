import type { ReactNode } from "react";
import { Icon } from "~/ui/icon/icon";
import { classNames } from "~/ui/shared/class-names";
import { useAccordion } from "./use-accordion";
import "./accordion.css";

export interface AccordionStep {
  readonly title: string;
  readonly description: ReactNode;
}

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AccordionProps {
  readonly steps: readonly AccordionStep[];
  /** Steps start closed (§3 default true). */
  readonly collapse?: boolean;
  /** Opening a step closes the others (default true). */
  readonly closeOthers?: boolean;
  /** Level of the headings holding the step buttons, to fit the page's outline (default 3). */
  readonly headingLevel?: HeadingLevel;
  /** Emitted with the title of a step when it opens (§4.7). */
  readonly onStepOpen?: (title: string) => void;
  readonly className?: string;
}

/** An accordion of steps (§3, §4.7) following the WAI-ARIA accordion pattern, with a plus/minus icon. */
export function Accordion({
  steps,
  collapse = true,
  closeOthers = true,
  headingLevel = 3,
  onStepOpen,
  className,
}: AccordionProps) {
  const accordion = useAccordion({
    count: steps.length,
    collapse,
    closeOthers,
    onOpen: (index) => {
      const step = steps[index];
      if (step) onStepOpen?.(step.title);
    },
  });
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames("accordion", className)}>
      {steps.map((step, index) => {
        const open = accordion.isOpen(index);
        return (
          <section
            key={step.title}
            ref={accordion.stepRef(index)}
            className="accordion__step"
            data-state={open ? "open" : "closed"}
          >
            <Heading className="accordion__heading">
              <button className="accordion__header" {...accordion.headerButtonProps(index)}>
                <span className="accordion__title">{step.title}</span>
                <Icon name={open ? "minus" : "plus"} className="accordion__icon" />
              </button>
            </Heading>
            <div className="accordion__panel" {...accordion.panelProps(index)}>
              {typeof step.description === "string" ? <p>{step.description}</p> : step.description}
            </div>
          </section>
        );
      })}
    </div>
  );
}
