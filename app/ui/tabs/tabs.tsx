import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { classNames } from "~/ui/shared/class-names";
import { useControllableState } from "~/ui/shared/use-controllable-state";
import { rovingTarget } from "~/ui/shared/roving-focus";
import "./tabs.css";

/** §3: a tab has a label and a template (its content). */
export interface Tab {
  readonly label: string;
  readonly content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  readonly label: string;
  readonly tabs: readonly Tab[];
  readonly selectedIndex?: number;
  readonly defaultSelectedIndex?: number;
  readonly onSelect?: (index: number) => void;
  readonly className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs and show their panel, Home and End
 * jump, and only the selected tab is in the tab order. Every panel is in the markup, so the server renders
 * them all.
 */
export function Tabs({ label, tabs, selectedIndex, defaultSelectedIndex = 0, onSelect, className }: TabsProps) {
  const id = useId();
  const [selected, setSelected] = useControllableState(selectedIndex, defaultSelectedIndex, onSelect);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = rovingTarget(event.key, selected, tabs.length, { orientation: "horizontal" });
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    buttons.current[target]?.focus();
  };

  return (
    <div className={classNames("tabs", className)}>
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={`${id}-tab-${index}`}
            className="tabs__tab"
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={index}
          id={`${id}-panel-${index}`}
          className="tabs__panel"
          role="tabpanel"
          aria-labelledby={`${id}-tab-${index}`}
          // The WAI-ARIA tabs pattern makes the panel focusable, so Tab goes from the tab straight to its content.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          hidden={index !== selected}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
