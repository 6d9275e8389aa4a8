import { useSyncExternalStore } from "react";
import type { WarningMessage } from "~/lib/site-definitions/navigation-definition";
import { Icon } from "~/ui/icon/icon";
import { readSessionFlag, setSessionFlag, subscribeToSessionFlags } from "./session-flag";
import "./warning-banner.css";

/** §4.5: the sessionStorage key when the warning names none. */
export const DEFAULT_WARNING_SHOW_KEY = "warningShowKey";

export interface WarningBannerProps {
  /** The navigation definition's warning (the maintenance warning of §8, for one); none shows nothing. */
  readonly warning: WarningMessage | undefined;
}

/**
 * The warning banner under the header (§2.2, §4.5): shown unless sessionStorage holds true under the
 * warning's key; dismissing stores true for the rest of the session and hides it.
 */
export function WarningBanner({ warning }: WarningBannerProps) {
  const showKey = warning?.key ?? DEFAULT_WARNING_SHOW_KEY;
  const dismissed = useSyncExternalStore(
    subscribeToSessionFlags,
    () => readSessionFlag(showKey),
    () => false,
  );
  if (!warning || dismissed) return null;
  return (
    <section className="warning-banner" aria-label="Service notice" data-state="open" data-key={showKey}>
      <div className="container warning-banner__inner">
        <Icon name="warning" className="warning-banner__icon" />
        <p className="warning-banner__text">{warning.value}</p>
        <button type="button" className="warning-banner__close" onClick={() => setSessionFlag(showKey)}>
          <Icon name="close" size={18} />
          <span className="visually-hidden">Dismiss this notice</span>
        </button>
      </div>
    </section>
  );
}
