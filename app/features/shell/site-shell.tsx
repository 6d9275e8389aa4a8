import type { ReactNode } from "react";
import { sitePages, GRADUATE_FINANCE_PAGES, type PageKey } from "~/content/site-pages";
import { Breadcrumbs } from "~/features/breadcrumbs/breadcrumbs";
import type { Crumb } from "~/features/breadcrumbs/breadcrumb-trail";
import { SiteFooter } from "~/features/footer/site-footer";
import { SiteHeader } from "~/features/header/site-header";
import { BackgroundPreload } from "~/features/routing/background-preload";
import { useScrollOnNavigate } from "~/features/routing/use-scroll-on-navigate";
import { JsonLd } from "~/features/seo/json-ld";
import { PageHead, type PageHeadProps } from "~/features/seo/page-head";
import { useSiteOrigin } from "~/features/seo/site-origin";
import { breadcrumbData, organisationData } from "~/features/seo/structured-data";
import { brand } from "~/content/brand";
import { WarningBanner } from "~/features/consent/warning-banner";
import type { ShellDefinitions } from "~/lib/site-definitions/shell-definitions";
import { useLiveNavigation } from "./use-live-navigation";

/** §2.1: pages fetched in the background after the first load. */
const PRELOADED_PAGES: readonly PageKey[] = ["home", "business", "findACar", "solarFinance", "guaranteedFutureValue"];

const pagePath = (key: PageKey) => `/${sitePages[key].path}`;
const preloadPaths = PRELOADED_PAGES.map(pagePath);
const keepScrollBetween = GRADUATE_FINANCE_PAGES.map(pagePath);

export interface SiteShellProps {
  readonly head: PageHeadProps;
  readonly trail: readonly Crumb[];
  /** The navigation and footer definitions (root loader: live from the database, or the build's seed). */
  readonly definitions: ShellDefinitions;
  readonly children: ReactNode;
}

/**
 * The root shell of every page (§2.2): header (navigation kept fresh from the header service), the
 * warning banner, breadcrumbs starting with Home, the page, the footer, and the routing behaviour of §2.1 (scrolling after navigation, background preload).
 */
export function SiteShell({ head, trail, definitions, children }: SiteShellProps) {
  useScrollOnNavigate(keepScrollBetween);
  const navigation = useLiveNavigation(definitions.navigation);
  const origin = useSiteOrigin();
  return (
    <>
      <PageHead {...head} />
      <JsonLd data={[organisationData(brand, origin), breadcrumbData(trail, origin)]} />
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader navigation={navigation} />
      <WarningBanner warning={navigation.warning} />
      <Breadcrumbs trail={trail} />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter footer={definitions.footer} />
      <BackgroundPreload paths={preloadPaths} />
    </>
  );
}
