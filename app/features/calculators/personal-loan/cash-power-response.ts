import type { CashPowerParameters } from "~/lib/finance/personal-loan";
import { readCashPowerParameters } from "~/lib/site-definitions/cash-power-parameters";

/**
 * The parameters in an answer of GET /wol-ms-header-footer/cash-power-params: `{"result": "<JSON string>"}`
 * (an object in `result` is accepted too). Anything that does not parse into valid parameters gives
 * undefined, and the caller keeps the §9 defaults; so do parameters whose representative example the
 * National Credit Act would not allow.
 */
export function parseCashPowerResponse(body: unknown): CashPowerParameters | undefined {
  if (typeof body !== "object" || body === null || !("result" in body)) return undefined;
  let result: unknown = body.result;
  if (typeof result === "string") {
    try {
      result = JSON.parse(result);
    } catch {
      return undefined;
    }
  }
  return readCashPowerParameters(result);
}
