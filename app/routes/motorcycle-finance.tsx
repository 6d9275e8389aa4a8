import { content } from "~/content/pages/motorcycle-finance";
import { VehicleInstalmentCalculator } from "~/features/calculators/deferred-calculators";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

const calculators: PageCalculators = {
  "vehicle-instalment": VehicleInstalmentCalculator,
};

export const handle: PageHandle = { page: "motorcycleFinance" };

export default function MotorcycleFinancePage() {
  return <ContentPage content={content} calculators={calculators} />;
}
