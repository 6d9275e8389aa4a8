import { Link, useLocation, type LinkProps } from "react-router";
import { brand } from "~/content/brand";
import type { CallToAction } from "~/content/page-content";
import { keepsScrollPosition, sitePages } from "~/content/site-pages";

export const CALL_ME_BACK_ID = "call-me-back";

const loginUrls = {
  personal: brand.selfService.personalLogin,
  business: brand.selfService.businessLogin,
  partner: brand.selfService.dealerSelfHelp,
} as const;

/**
 * The content page's link to a page of the site: ui/page-link's PageLink, written again here
 * because a module shared by the root and the content page would be a chunk of its own on every first visit.
 * Its targets are plain paths with an optional #fragment.
 */
export function ContentPageLink({ to, ...props }: LinkProps & { readonly to: string }) {
  const { pathname } = useLocation();
  return <Link {...props} to={to} preventScrollReset={keepsScrollPosition(pathname, to.replace(/[?#].*$/, ""))} />;
}

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
        <ContentPageLink className={className} to={action.hash ? `${path}#${action.hash}` : path}>
          {action.label}
        </ContentPageLink>
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
