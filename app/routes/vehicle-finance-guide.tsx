import { content } from "~/content/pages/vehicle-finance-guide";
import { ContentPage } from "~/features/content-page/content-page";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "vehicleFinanceGuide" };
export const meta = pageMeta("vehicleFinanceGuide");

export default function VehicleFinanceGuidePage() {
  return <ContentPage content={content} />;
}
