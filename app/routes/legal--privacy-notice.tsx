import { useLoaderData } from "react-router";
import { privacyNoticeContent } from "~/content/pages/legal/privacy-notice";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";
import { LEAD_RETENTION_DAYS_DEFAULT } from "~/lib/leads/popia-notice";
import type { Route } from "./+types/legal--privacy-notice";
import { siteContext } from "~/load-context";

export const handle: PageHandle = { page: "privacyNotice" };
export const meta = pageMeta("privacyNotice");

/** How long call-back requests are kept: the server's LEAD_RETENTION_DAYS, so the notice says what the site does. */
export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  return { leadRetentionDays: context?.leadRetentionDays ?? LEAD_RETENTION_DAYS_DEFAULT };
}

export default function PrivacyNoticePage() {
  const { leadRetentionDays } = useLoaderData<typeof loader>();
  return <ContentPage callBackCard={CallBackCard} content={privacyNoticeContent(leadRetentionDays)} />;
}
