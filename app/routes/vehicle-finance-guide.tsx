import { content } from "~/content/pages/vehicle-finance-guide";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "vehicleFinanceGuide" };

export default function VehicleFinanceGuidePage() {
  return <ContentPage content={content} />;
}
