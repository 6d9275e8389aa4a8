import { keepDataWhileCalculating } from "~/features/calculators/shared/calculator-revalidation";
import { data } from "react-router";
import { content } from "~/content/pages/home";
import { VehicleInstalmentCalculator } from "~/features/calculators/deferred-calculators";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { liveFigures } from "~/features/content-page/glance-figures";
import { DeferredLatestNews } from "~/features/news/deferred-latest-news";
import { shownPost } from "~/features/news/post-picture";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";
import { renderedCashPowerParameters } from "~/lib/site-definitions/cash-power-parameters";
import type { Route } from "./+types/home";
import { siteContext } from "~/load-context";

const calculators: PageCalculators = {
  "vehicle-instalment": VehicleInstalmentCalculator,
};

export const handle: PageHandle = { page: "home" };
export const meta = pageMeta("home");

/**
 * The newest blog posts for the news cards (§3), and the personal loan terms the copy names, from the live
 * cash-power parameters. While the blog cannot be read (the database is down) the page goes without them
 * rather than failing, and tells every cache not to keep that copy: the server then answers its last
 * whole copy of the page instead (server/web/pages.ts).
 */
export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  const figures = liveFigures(renderedCashPowerParameters(context));
  try {
    const news = await context.blog?.list(1, 8);
    // Pictures are resolved here, on the server, so the register of drawings stays out of the download.
    return { posts: (news?.posts ?? []).map(shownPost), figures };
  } catch {
    return data({ posts: [], figures }, { headers: { "Cache-Control": "no-store" } });
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ContentPage
        callBackCard={CallBackCard}
        content={content}
        figures={loaderData.figures}
        calculators={calculators}
      />
      <DeferredLatestNews posts={loaderData.posts} />
    </>
  );
}

// Typing in the calculator rewrites the query: the page keeps its data rather than loading it again.
export const shouldRevalidate = keepDataWhileCalculating;
