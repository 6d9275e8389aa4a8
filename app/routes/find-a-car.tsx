import { content } from "~/content/pages/find-a-car";
import { AffordabilityCalculator } from "~/features/calculators/deferred-calculators";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

const calculators: PageCalculators = { affordability: AffordabilityCalculator };

export const handle: PageHandle = { page: "findACar" };

export default function FindACarPage() {
  return <ContentPage content={content} calculators={calculators} />;
}
