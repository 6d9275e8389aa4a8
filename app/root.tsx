import { lazy, Suspense, useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { brand } from "./content/brand";
import { seedShellDefinitions } from "./content/navigation/shell-seed";
import type { ShellDefinitions } from "./lib/site-definitions/shell-definitions";
import { breadcrumbTrail } from "~/content/breadcrumb-trail";
import { SCROLL_POSITIONS_KEY } from "./features/routing/scroll-positions";
import { ErrorPage } from "./features/shell/error-page";
import { notFoundSearchOf } from "./features/shell/not-found-search";
import { useCurrentPageKey, useDocumentHydrates, useRouteTrail } from "./features/shell/use-page-handles";
import { useErrorReporting, usePageAnalytics } from "./features/analytics/use-analytics";
import { CookieNotice } from "./features/consent/cookie-notice";
import { useServiceWorker } from "./features/offline/use-service-worker";
import { NotificationsProvider } from "./ui/notifications/notifications-provider";
import { reportClientError } from "./lib/http/report-client-error";
import { SiteShell } from "./site-shell";
import { DocumentMeta } from "./features/seo/document-meta";
import { errorHead, headMeta } from "./features/seo/page-meta";
import { PRERENDER_ORIGIN } from "./lib/seo/prerender-origin";
import "virtual:brand-theme.css";
import "./styles/tokens.css";
import "./styles/global.css";
import interFontUrl from "./styles/fonts/inter-latin-wght-400-800.woff2?url";
import { siteContext } from "./load-context";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Raster icons drawn once by scripts/brand-images.mjs from the favicon (committed, not built).
  { rel: "apple-touch-icon", href: "/brand/icons/apple-touch-icon.png", sizes: "180x180" },
  { rel: "manifest", href: "/site.webmanifest" },
  // The text font is `font-display: optional` (global.css): used only if it is there when the text is first
  // laid out. Found only through the stylesheet, it never was on a first visit, which then showed the fallback
  // for the whole visit. Preloaded at low priority it is fetched from the start without holding up the
  // stylesheet, and a first visit shows it. (Fonts are fetched in CORS mode, so the preload must be too.)
  {
    rel: "preload",
    as: "font",
    type: "font/woff2",
    href: interFontUrl,
    crossOrigin: "anonymous",
    fetchPriority: "low",
  },
];

/**
 * The header and footer definitions the page is rendered with, and the navigation's version: live from
 * the server (the content version the page is cached under), or the seed without the server. And the
 * public origin the head's canonical and preview links name (features/seo/page-meta.ts).
 */
export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  return {
    shellDefinitions: context?.shellDefinitions ?? seedShellDefinitions(),
    origin: context?.publicOrigin ?? PRERENDER_ORIGIN,
  };
}

/**
 * The head of the error page (every route's error reaches this boundary); a route's own `meta` gives the
 * head of every other page.
 */
export const meta: Route.MetaFunction = (args) =>
  headMeta(
    args.error ? errorHead(isRouteErrorResponse(args.error) && args.error.status === 404) : { title: brand.name },
    args,
  );

// The browser refreshes the navigation itself (features/shell/use-live-navigation.ts).
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const hydrates = useDocumentHydrates();
  useEffect(() => {
    // Runs once the whole first render has hydrated (a parent's effects run after its children's): from here
    // on every control has its handlers. Browser tests wait for it before they act.
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en-ZA" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.colours.primary} />
        <DocumentMeta />
        <Links />
      </head>
      <body>
        {children}
        {/* §2.1: new pages start at the top (or at their #fragment), back, forward and reload restore the
            position; the graduate-finance pages keep it through their links (ui/page-link, given the rule by
            app/site-shell.tsx). */}
        {hydrates && <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />}
        {hydrates && <Scripts />}
      </body>
    </html>
  );
}

/** What runs on every page besides the shell: error reports, analytics after consent, the service worker. */
function SiteServices() {
  useErrorReporting();
  usePageAnalytics();
  useServiceWorker();
  return null;
}

export default function App() {
  const { shellDefinitions } = useLoaderData<typeof loader>();
  const key = useCurrentPageKey();
  const routeTrail = useRouteTrail();
  return (
    <NotificationsProvider>
      <SiteShell
        trail={key ? breadcrumbTrail(key) : (routeTrail ?? [])}
        definitions={shellDefinitions}
        notice={<CookieNotice />}
      >
        <Outlet />
      </SiteShell>
      <SiteServices />
    </NotificationsProvider>
  );
}

// The not-found page's code loads only where it shows: no other page carries it in its first download.
// The server renders it in full, and the browser keeps that HTML until the code has come.
const NotFoundPage = lazy(() =>
  import("./features/shell/not-found-page").then((module) => ({ default: module.NotFoundPage })),
);

const FALLBACK_SHELL: ShellDefinitions = { navigation: { values: [] }, footer: { groups: [] }, navigationVersion: 0 };

export function ErrorBoundary() {
  const error = useRouteError();
  // The root loader never throws, so its data is here unless the error came from rendering the shell.
  const shellDefinitions = useRouteLoaderData<typeof loader>("root")?.shellDefinitions ?? FALLBACK_SHELL;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    // A failed navigation fetch or a render error; a plain 404 is not a bug.
    if (!notFound)
      reportClientError(isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error, "navigation");
  }, [error, notFound]);
  return (
    <SiteShell trail={[]} definitions={shellDefinitions}>
      {notFound ? (
        <Suspense>
          <NotFoundPage search={notFoundSearchOf(error.data)} />
        </Suspense>
      ) : (
        <ErrorPage />
      )}
    </SiteShell>
  );
}
