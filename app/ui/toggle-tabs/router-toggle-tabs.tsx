import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toggleTabForPath, toggleTabPath, type ToggleTab } from "./toggle-tabs-routing";
import { ToggleTabsView } from "./toggle-tabs-view";

export interface RouterToggleTabsProps {
  readonly label: string;
  readonly tabs: readonly ToggleTab[];
  /** Each tab lives at basePath + its link (or label); an empty link is basePath itself (§2.1). */
  readonly basePath: string;
  /** §4.7 toggled: a tab was activated. */
  readonly onToggle?: (tab: ToggleTab, index: number) => void;
  readonly className?: string;
}

/**
 * Toggle tabs in router mode (§2.1): each tab is a link, the address picks the current tab, and an address
 * under the base path that matches no tab sends the visitor to the base path.
 */
export function RouterToggleTabs({ label, tabs, basePath, onToggle, className }: RouterToggleTabsProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const route = toggleTabForPath(pathname, basePath, tabs);
  const active = route.kind === "tab" ? route.index : -1;

  useEffect(() => {
    if (route.kind === "redirect") void navigate(toggleTabPath(basePath, { label: "", link: "" }), { replace: true });
  }, [route.kind, basePath, navigate]);

  const choose = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    onToggle?.(tab, index);
    void navigate(toggleTabPath(basePath, tab));
  };

  return (
    <ToggleTabsView
      label={label}
      tabs={tabs}
      active={active}
      onChoose={choose}
      landmark
      className={className}
      renderTab={(tab, index, className) => (
        <Link
          to={toggleTabPath(basePath, tab)}
          className={className}
          aria-current={index === active ? "page" : undefined}
          onClick={() => onToggle?.(tab, index)}
        >
          {tab.label}
        </Link>
      )}
    />
  );
}
