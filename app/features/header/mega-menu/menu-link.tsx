import type { ReactNode } from "react";
import { PageLink } from "~/ui/page-link/page-link";
import { trackNavigationTitle } from "../header-analytics";

export interface MenuLinkProps {
  readonly title: string;
  readonly path: string;
  readonly openNewWindow?: boolean;
  /** Published to analytics when followed (§2.3); the title when not given. */
  readonly tracking?: string;
  /** Called after the link is followed: the menus close. */
  readonly onFollow?: () => void;
  readonly className?: string;
  readonly children?: ReactNode;
}

const isAbsolute = (path: string) => /^https?:\/\//i.test(path);

/**
 * A menu link (§2.3): a site path navigates with the router; an address elsewhere is a plain link; with
 * openNewWindow it opens a new window (rel="noopener") and says so. Following it publishes its
 * navigationTitle.
 */
export function MenuLink({ title, path, openNewWindow, tracking, onFollow, className, children }: MenuLinkProps) {
  const onClick = () => {
    trackNavigationTitle(tracking ?? title);
    onFollow?.();
  };
  const label = children ?? title;
  if (openNewWindow) {
    return (
      <a className={className} href={path} target="_blank" rel="noopener" onClick={onClick}>
        {label}
        <span className="visually-hidden"> (opens in a new window)</span>
      </a>
    );
  }
  if (isAbsolute(path)) {
    return (
      <a className={className} href={path} onClick={onClick}>
        {label}
      </a>
    );
  }
  return (
    <PageLink className={className} to={path} onClick={onClick}>
      {label}
    </PageLink>
  );
}
