import { content } from "~/content/pages/solar-finance";
import { VehicleInstalmentCalculator } from "~/features/calculators/deferred-calculators";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

const calculators: PageCalculators = {
  "vehicle-instalment": VehicleInstalmentCalculator,
};

export const handle: PageHandle = { page: "solarFinance" };

export default function SolarFinancePage() {
  return <ContentPage content={content} calculators={calculators} />;
}
