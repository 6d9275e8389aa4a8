import { keepDataWhileCalculating } from "~/features/calculators/shared/calculator-revalidation";
import { content } from "~/content/pages/buying-a-car";
import { AffordabilityCalculator } from "~/features/calculators/deferred-calculators";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

const calculators: PageCalculators = { affordability: AffordabilityCalculator };

export const handle: PageHandle = { page: "buyingACar" };
export const meta = pageMeta("buyingACar");

export default function BuyingACarPage() {
  return <ContentPage callBackCard={CallBackCard} content={content} calculators={calculators} />;
}

// Typing in the calculator rewrites the query: the page keeps its data rather than loading it again.
export const shouldRevalidate = keepDataWhileCalculating;
