import { Outlet } from "react-router";
import { ApplyLayout } from "~/features/application/apply-layout";
import { applyHeaders } from "~/features/application/apply-page.server";
import { stepProgress } from "~/lib/applications/application-steps";
import { siteContext } from "~/load-context";
import type { Route } from "./+types/apply";

/**
 * The /apply pages' frame: the step indicator from the visitor's application (which steps are done; nothing
 * of the answers). Every /apply page is one visitor's own: rendered for the request, `no-store`, noindex.
 */
export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const view = await routerContext.get(siteContext).applications?.current();
  return { progress: stepProgress(view) };
}

export const headers: Route.HeadersFunction = applyHeaders;

export default function ApplyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ApplyLayout progress={loaderData.progress}>
      <Outlet />
    </ApplyLayout>
  );
}
