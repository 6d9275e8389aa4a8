import { useControllableState } from "~/ui/shared/use-controllable-state";
import type { ToggleTab } from "./toggle-tabs-routing";
import { ToggleTabsView } from "./toggle-tabs-view";

export interface ToggleTabsProps {
  readonly label: string;
  readonly tabs: readonly ToggleTab[];
  readonly index?: number;
  readonly defaultIndex?: number;
  /** §4.7 toggled: a tab was activated. */
  readonly onToggle?: (tab: ToggleTab, index: number) => void;
  readonly className?: string;
}

/**
 * Toggle tabs that switch content on the page (§4.7): a row of buttons, the current one marked, becoming a
 * dropdown select at 600px and below. For tabs that are addresses, use RouterToggleTabs.
 */
export function ToggleTabs({ label, tabs, index, defaultIndex = 0, onToggle, className }: ToggleTabsProps) {
  const [active, setActive] = useControllableState(index, defaultIndex);
  const choose = (next: number) => {
    const tab = tabs[next];
    if (!tab) return;
    setActive(next);
    onToggle?.(tab, next);
  };
  return (
    <ToggleTabsView
      label={label}
      tabs={tabs}
      active={active}
      onChoose={choose}
      landmark={false}
      className={className}
      renderTab={(tab, tabIndex, className) => (
        <button
          type="button"
          className={className}
          aria-current={tabIndex === active || undefined}
          onClick={() => choose(tabIndex)}
        >
          {tab.label}
        </button>
      )}
    />
  );
}
