import { useId, type ReactNode } from "react";
import { classNames } from "~/ui/shared/class-names";
import { TOGGLE_TABS_PLACEHOLDER, type ToggleTab } from "./toggle-tabs-routing";
import "./toggle-tabs.css";

export interface ToggleTabsViewProps {
  readonly label: string;
  readonly tabs: readonly ToggleTab[];
  /** -1 when no tab is current. */
  readonly active: number;
  readonly onChoose: (index: number) => void;
  /** Draws one tab of the wide layout: a button or a link. */
  readonly renderTab: (tab: ToggleTab, index: number, className: string) => ReactNode;
  /** A navigation landmark in router mode, a plain group otherwise. */
  readonly landmark: boolean;
  readonly className?: string;
}

/** The two layouts of toggle tabs, switched by CSS at 600px so the server renders the right one. */
export function ToggleTabsView({ label, tabs, active, onChoose, renderTab, landmark, className }: ToggleTabsViewProps) {
  const selectId = useId();
  const Container = landmark ? "nav" : "div";
  return (
    <Container
      className={classNames("toggle-tabs", className)}
      aria-label={label}
      role={landmark ? undefined : "group"}
    >
      <ul className="toggle-tabs__list">
        {tabs.map((tab, index) => (
          <li key={index}>{renderTab(tab, index, "toggle-tabs__tab")}</li>
        ))}
      </ul>
      <div className="toggle-tabs__mobile">
        <label className="visually-hidden" htmlFor={selectId}>
          {label}
        </label>
        <select
          id={selectId}
          className="toggle-tabs__select"
          value={active === -1 ? "" : String(active)}
          onChange={(event) => {
            const index = Number(event.currentTarget.value);
            if (event.currentTarget.value !== "" && index !== active) onChoose(index);
          }}
        >
          <option value="" disabled>
            {TOGGLE_TABS_PLACEHOLDER}
          </option>
          {tabs.map((tab, index) => (
            <option key={index} value={String(index)}>
              {tab.label}
            </option>
          ))}
        </select>
      </div>
    </Container>
  );
}
