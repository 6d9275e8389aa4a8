import { content } from "~/content/pages/fleet-solutions";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "fleetSolutions" };

export default function FleetSolutionsPage() {
  return <ContentPage content={content} />;
}
