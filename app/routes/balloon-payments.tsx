import { content } from "~/content/pages/balloon-payments";
import { VehicleInstalmentCalculator } from "~/features/calculators/deferred-calculators";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

const calculators: PageCalculators = {
  "vehicle-instalment": VehicleInstalmentCalculator,
};

export const handle: PageHandle = { page: "balloonPayments" };

export default function BalloonPaymentsPage() {
  return <ContentPage content={content} calculators={calculators} />;
}
