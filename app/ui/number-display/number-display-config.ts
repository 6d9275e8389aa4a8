import type { NumberDisplayType } from "./format-number";

/** §3: number display options. */
export interface NumberDisplayConfig {
  readonly type: NumberDisplayType;
  readonly display: number;
}

/** §8, word for word. */
export const NUMBER_DISPLAY_CONFIG_ERROR = "NumberDisplayConfig.display must be a number";

const TYPES: readonly string[] = ["price", "percentage", "plain"] satisfies readonly NumberDisplayType[];

/** §5: options must have a type and a display, and the display must be a number; otherwise the §8 error. */
export function assertNumberDisplayConfig(options: unknown): asserts options is NumberDisplayConfig {
  const candidate = options as Partial<Record<keyof NumberDisplayConfig, unknown>> | null | undefined;
  const valid =
    typeof candidate === "object" &&
    candidate !== null &&
    typeof candidate.type === "string" &&
    TYPES.includes(candidate.type) &&
    typeof candidate.display === "number" &&
    Number.isFinite(candidate.display);
  if (!valid) throw new TypeError(NUMBER_DISPLAY_CONFIG_ERROR);
}
