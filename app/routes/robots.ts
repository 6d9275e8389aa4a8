import { sitePages, type SitePage } from "~/content/site-pages";
import { robotsTxt } from "~/features/seo/sitemap";
import type { Route } from "./+types/robots";
import { siteContext } from "~/load-context";

const TEST_PAGES = Object.values<SitePage>(sitePages)
  .filter((page) => page.indexable === false)
  .map((page) => `/${page.path}`);

export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  const origin = context?.publicOrigin ?? new URL(request.url).origin;
  return new Response(robotsTxt(origin, ["/api/", "/wol-ms-header-footer/", "/blog/api/", ...TEST_PAGES]), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
