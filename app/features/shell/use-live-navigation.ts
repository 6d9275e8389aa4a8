import { useEffect, useState } from "react";
import { brand } from "~/content/brand";
import type { NavigationDefinition } from "~/lib/site-definitions/navigation-definition";
import { localJsonStorage } from "~/lib/storage/json-storage";
import { reportShellFailure } from "./report-shell-failure";

/**
 * The navigation the header shows: first what the server rendered, then (after hydration) the copy
 * cached in localStorage, then the header endpoint's live answer (§7). The refresh and its schema checks
 * load as their own chunk after hydration, so they add nothing to the first visit's JavaScript.
 */
export function useLiveNavigation(serverNavigation: NavigationDefinition): NavigationDefinition {
  const [navigation, setNavigation] = useState(serverNavigation);

  useEffect(() => {
    const controller = new AbortController();
    import("~/lib/site-definitions/navigation-refresh")
      .then(({ refreshNavigation }) =>
        refreshNavigation({
          current: serverNavigation,
          siteId: brand.siteId,
          cache: localJsonStorage,
          fetch: globalThis.fetch.bind(globalThis),
          signal: controller.signal,
          show: (definition) => {
            if (!controller.signal.aborted) setNavigation(definition);
          },
          report: reportShellFailure,
        }),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          reportShellFailure(
            `the navigation refresh failed: ${error instanceof Error ? error.message : String(error)}`,
          );
      });
    return () => controller.abort();
  }, [serverNavigation]);

  return navigation;
}
