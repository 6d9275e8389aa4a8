import { content } from "~/content/pages/vehicle-finance-guide";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "vehicleFinanceGuide" };
export const meta = pageMeta("vehicleFinanceGuide");

export default function VehicleFinanceGuidePage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
