import { Icon } from "~/ui/icon/icon";
import { classNames } from "~/ui/shared/class-names";
import { canNextPill, canPreviousPill, type PillChange } from "./nav-pills.machine";
import { useNavPills } from "./use-nav-pills";
import "./nav-pills.css";

export interface NavPillsProps {
  /** Names the set of pills for assistive technology. */
  readonly label: string;
  readonly labels: readonly string[];
  readonly defaultIndex?: number;
  /** §4.7: emitted with the label texts moved from and to, only when they differ. */
  readonly onChange?: (change: PillChange, index: number) => void;
  readonly className?: string;
}

/**
 * A row of pills, one of them current (§4.7), chosen by a click or by previous/next. On narrow screens the
 * row scrolls sideways and brings the current pill into view.
 */
export function NavPills({ label, labels, defaultIndex, onChange, className }: NavPillsProps) {
  const { index: active, moving, select, stripRef, pillRef } = useNavPills({ labels, defaultIndex, onChange });
  const previous = canPreviousPill(active);
  const next = canNextPill(active, labels.length);
  return (
    <div className={classNames("nav-pills", className)} data-moving={moving || undefined}>
      <button
        type="button"
        className="nav-pills__step"
        aria-disabled={!previous || undefined}
        onClick={() => previous && select(active - 1)}
      >
        <Icon name="chevron-left" />
        <span className="visually-hidden">Previous: {labels[active - 1] ?? "none"}</span>
      </button>
      <div className="nav-pills__strip" role="group" aria-label={label} ref={stripRef}>
        {labels.map((text, index) => (
          <button
            key={index}
            ref={pillRef(index)}
            type="button"
            className="nav-pills__pill"
            aria-current={index === active || undefined}
            onClick={() => select(index)}
          >
            {text}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="nav-pills__step"
        aria-disabled={!next || undefined}
        onClick={() => next && select(active + 1)}
      >
        <Icon name="chevron-right" />
        <span className="visually-hidden">Next: {labels[active + 1] ?? "none"}</span>
      </button>
    </div>
  );
}
