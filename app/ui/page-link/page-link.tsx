import { createContext, useContext } from "react";
import { Link, useLocation, useResolvedPath, type LinkProps } from "react-router";

/**
 * Whether following a link from one path to another keeps the window where it is. The site's rule (which
 * pages those are) is content, so the root provides it (app/content/site-pages.ts: keepsScrollPosition);
 * without a provider every link starts the next page at the top.
 */
export const ScrollKeepingRule = createContext<(fromPath: string, toPath: string) => boolean>(() => false);

/**
 * React Router's Link for a link to any page of the site (menus, footer, breadcrumbs, copy, search
 * results). `<ScrollRestoration>` scrolls each new page to the top, or to the element its #fragment names;
 * between the pages the ScrollKeepingRule pairs this link asks the router to leave the position alone
 * (`preventScrollReset`). Going back and forward still restores each entry's own position.
 */
export function PageLink({ preventScrollReset, ...props }: LinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to, { relative: props.relative });
  const keepsScrollPosition = useContext(ScrollKeepingRule);
  return <Link {...props} preventScrollReset={preventScrollReset ?? keepsScrollPosition(pathname, target.pathname)} />;
}
