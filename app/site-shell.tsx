import type { ReactNode } from "react";
import { keepsScrollPosition, sitePages, type PageKey } from "~/content/site-pages";
import { Breadcrumbs } from "~/features/breadcrumbs/breadcrumbs";
import type { Crumb } from "~/content/breadcrumb-trail";
import { SITE_MAP_ID, SiteFooter } from "~/features/footer/site-footer";
import { ScriptlessSiteHeader } from "~/features/header/scriptless-site-header";
import { SiteHeader } from "~/features/header/site-header";
import { BackgroundPreload } from "~/features/routing/background-preload";
import { NavigationAnnouncer } from "~/ui/navigation-announcer/navigation-announcer";
import { CookieSettingsButton } from "~/features/consent/cookie-settings-button";
import { WarningBanner } from "~/features/consent/warning-banner";
import { ScrollKeepingRule } from "~/ui/page-link/page-link";
import type { ShellDefinitions } from "~/lib/site-definitions/shell-definitions";
import { useDocumentHydrates } from "~/features/shell/use-page-handles";
import { useLiveNavigation } from "~/features/shell/use-live-navigation";

/** §2.1: pages fetched in the background after the first load. */
const PRELOADED_PAGES: readonly PageKey[] = ["home", "business", "findACar", "solarFinance", "guaranteedFutureValue"];

const pagePath = (key: PageKey) => `/${sitePages[key].path}`;
const preloadPaths = PRELOADED_PAGES.map(pagePath);

export interface SiteShellProps {
  readonly trail: readonly Crumb[];
  /** The navigation and footer definitions (root loader: live from the database, or the build's seed). */
  readonly definitions: ShellDefinitions;
  /**
   * The cookie notice: placed right after the skip link, so a keyboard user meets it among the first
   * stops of the page instead of after every link of the page.
   */
  readonly notice?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The root shell of every page (§2.2): header (navigation kept fresh from the header service), the
 * warning banner, breadcrumbs starting with Home, the page, the footer, and the routing behaviour of §2.1
 * (background preload; scrolling is React Router's `<ScrollRestoration>` in the root document), with focus
 * and an announcement after each navigation. A page that runs no script (the offline page) gets a header of
 * plain links instead, as its buttons would do nothing there.
 */
export function SiteShell({ trail, definitions, notice, children }: SiteShellProps) {
  const navigation = useLiveNavigation(definitions.navigation, definitions.navigationVersion);
  const scripts = useDocumentHydrates();
  return (
    <ScrollKeepingRule value={keepsScrollPosition}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {notice}
      {scripts ? (
        <SiteHeader navigation={navigation} />
      ) : (
        <ScriptlessSiteHeader navigation={navigation} siteMapHref={`#${SITE_MAP_ID}`} />
      )}
      <WarningBanner warning={navigation.warning} />
      <Breadcrumbs trail={trail} />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        footer={definitions.footer}
        cookieSettings={scripts ? <CookieSettingsButton className="site-footer__cookie-settings" /> : undefined}
      />
      <NavigationAnnouncer />
      <BackgroundPreload paths={preloadPaths} />
    </ScrollKeepingRule>
  );
}
