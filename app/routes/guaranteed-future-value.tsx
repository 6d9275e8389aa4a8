import { content } from "~/content/pages/guaranteed-future-value";
import { VehicleInstalmentCalculator } from "~/features/calculators/deferred-calculators";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

const calculators: PageCalculators = {
  "vehicle-instalment": VehicleInstalmentCalculator,
};

export const handle: PageHandle = { page: "guaranteedFutureValue" };

export default function GuaranteedFutureValuePage() {
  return <ContentPage content={content} calculators={calculators} />;
}
