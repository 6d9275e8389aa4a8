import { classNames } from "~/ui/shared/class-names";
import { formatNumberForDisplay } from "./format-number";
import { assertNumberDisplayConfig, type NumberDisplayConfig } from "./number-display-config";
import "./number-display.css";

export interface NumberDisplayProps {
  readonly options: NumberDisplayConfig;
  readonly className?: string;
}

/** A figure shown large (§3): a price, a percentage or a plain number, always whole and positive. */
export function NumberDisplay({ options, className }: NumberDisplayProps) {
  assertNumberDisplayConfig(options);
  return (
    <span className={classNames("number-display", className)} data-type={options.type}>
      {formatNumberForDisplay(options.type, options.display)}
    </span>
  );
}
