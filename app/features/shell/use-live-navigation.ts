import { useEffect, useState } from "react";
import { brand } from "~/content/brand";
import type { NavigationDefinition } from "~/lib/site-definitions/navigation-definition";
import { localJsonStorage } from "~/lib/storage/json-storage";
import { reportClientError } from "~/lib/http/report-client-error";

/**
 * The navigation the header shows: first what the server rendered (of version `serverVersion`), then,
 * after hydration, a newer one from the copy cached in localStorage or the header endpoint (§7), never an
 * older one (navigation-refresh.ts). The refresh and its schema checks load as their own chunk after
 * hydration (after-hydration.ts, which also keeps the visit's campaign), so they add nothing to the first
 * visit's JavaScript.
 */
/**
 * A failed refresh is a warning of the "navigation" kind in the client log (POST /api/logs); the log sends
 * each message once per page and never throws.
 */
const reportShellFailure = (message: string) => reportClientError(message, "navigation", "warn");

export function useLiveNavigation(serverNavigation: NavigationDefinition, serverVersion: number): NavigationDefinition {
  const [navigation, setNavigation] = useState(serverNavigation);

  useEffect(() => {
    const controller = new AbortController();
    import("./after-hydration")
      .then(({ refreshNavigation, captureCampaign }) => {
        // Once per visit: a later page finds the campaign kept and leaves it.
        captureCampaign();
        return refreshNavigation({
          current: { version: serverVersion, navigation: serverNavigation },
          siteId: brand.siteId,
          cache: localJsonStorage,
          fetch: globalThis.fetch.bind(globalThis),
          signal: controller.signal,
          show: (update) => {
            if (!controller.signal.aborted) setNavigation(update.navigation);
          },
          report: reportShellFailure,
        });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          reportShellFailure(
            `the navigation refresh failed: ${error instanceof Error ? error.message : String(error)}`,
          );
      });
    return () => controller.abort();
  }, [serverNavigation, serverVersion]);

  return navigation;
}
