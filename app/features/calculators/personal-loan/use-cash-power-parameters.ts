import { useEffect, useState } from "react";
import type { CashPowerParameters } from "~/lib/finance/personal-loan";

export const CASH_POWER_PARAMETERS_URL = "/wol-ms-header-footer/cash-power-params";

/**
 * The cash-power parameters: `initial` (the §9 defaults the route's loader hands over) on the first render,
 * on the server and in the browser alike so hydration matches, then the service's values once it answers.
 * A failed or malformed answer keeps the defaults, and the visitor sees no error for it (§7: the defaults
 * are stored locally). The answer's parser (zod) loads only when there is an answer to parse, so it stays
 * out of the page's first-visit JavaScript.
 */
export function useCashPowerParameters(initial: CashPowerParameters): CashPowerParameters {
  const [parameters, setParameters] = useState<CashPowerParameters>(initial);
  useEffect(() => {
    const controller = new AbortController();
    fetch(CASH_POWER_PARAMETERS_URL, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : undefined))
      .then(async (body: unknown) => {
        if (body === undefined) return;
        const { parseCashPowerResponse } = await import("./cash-power-response");
        const fetched = parseCashPowerResponse(body);
        if (fetched && !controller.signal.aborted) setParameters(fetched);
      })
      .catch(() => {
        // Offline, aborted or not JSON: the defaults stay.
      });
    return () => controller.abort();
  }, []);
  return parameters;
}
