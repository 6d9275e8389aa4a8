import { Link, useLocation, useResolvedPath, type LinkProps } from "react-router";
import { keepsScrollPosition } from "~/content/site-pages";

/**
 * React Router's Link for a link to any page of the site (menus, footer, breadcrumbs, copy, search
 * results). `<ScrollRestoration>` scrolls each new page to the top, or to the element its #fragment names;
 * between the graduate-finance pages this link asks the router to leave the position alone
 * (`preventScrollReset`, see keepsScrollPosition). Going back and forward still restores each entry's own
 * position.
 */
export function PageLink({ preventScrollReset, ...props }: LinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to, { relative: props.relative });
  return <Link {...props} preventScrollReset={preventScrollReset ?? keepsScrollPosition(pathname, target.pathname)} />;
}
