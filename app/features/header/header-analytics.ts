import { analytics as defaultAnalytics, type Analytics } from "~/lib/analytics/analytics";
import { LOGIN_PANEL_TYPE, type LoginPanelId } from "./login-panel/login-panel-state";

/**
 * The header's two analytics events (§2.3, §2.5, §7), pushed onto the page's data layer: the
 * navigationTitle of a followed menu link, and a login-button click carrying the panelId.
 */
export function trackNavigationTitle(navigationTitle: string, analytics: Analytics = defaultAnalytics): void {
  analytics.event({
    category: "navigation",
    action: "navigationTitle",
    label: navigationTitle,
  });
}

export function trackLoginClick(panelId: LoginPanelId, analytics: Analytics = defaultAnalytics): void {
  analytics.event({
    category: "login",
    action: "loginClick",
    label: panelId,
    value: LOGIN_PANEL_TYPE[panelId],
  });
}
