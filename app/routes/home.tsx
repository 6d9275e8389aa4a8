import { content } from "~/content/pages/home";
import { VehicleInstalmentCalculator } from "~/features/calculators/deferred-calculators";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import { DeferredLatestNews } from "~/features/news/deferred-latest-news";
import type { PageHandle } from "~/features/shell/page-handle";
import type { Route } from "./+types/home";

const calculators: PageCalculators = {
  "vehicle-instalment": VehicleInstalmentCalculator,
};

export const handle: PageHandle = { page: "home" };

/** The newest blog posts for the news cards (§3). */
export async function loader({ context }: Route.LoaderArgs) {
  const news = await context.blog?.list(1, 8);
  return { posts: news?.posts ?? [] };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ContentPage content={content} calculators={calculators} />
      <DeferredLatestNews posts={loaderData.posts} />
    </>
  );
}
