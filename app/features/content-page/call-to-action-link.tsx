import { PageLink } from "~/features/routing/page-link";
import { brand } from "~/content/brand";
import type { CallToAction } from "~/content/page-content";
import { sitePages } from "~/content/site-pages";

export const CALL_ME_BACK_ID = "call-me-back";

const loginUrls = {
  personal: brand.selfService.personalLogin,
  business: brand.selfService.businessLogin,
  partner: brand.selfService.dealerSelfHelp,
} as const;

/** A call to action from page copy, as a link styled like a button. */
export function CallToActionLink({
  action,
  variant,
}: {
  readonly action: CallToAction;
  readonly variant: "primary" | "secondary";
}) {
  const className = `cta cta--${variant}`;
  switch (action.kind) {
    case "call-me-back":
      return (
        <a className={className} href={`#${CALL_ME_BACK_ID}`}>
          {action.label}
        </a>
      );
    case "page": {
      const path = `/${sitePages[action.page].path}`;
      return (
        <PageLink className={className} to={action.hash ? `${path}#${action.hash}` : path}>
          {action.label}
        </PageLink>
      );
    }
    case "login":
      return (
        <a className={className} href={loginUrls[action.panel]} target="_blank" rel="noopener noreferrer">
          {action.label}
          <span className="visually-hidden"> (opens in a new window)</span>
        </a>
      );
    case "external":
      return (
        <a className={className} href={action.href} target="_blank" rel="noopener noreferrer">
          {action.label}
          <span className="visually-hidden"> (opens in a new window)</span>
        </a>
      );
    default:
      return action satisfies never;
  }
}
