import { Link, useLocation, useResolvedPath, type LinkProps } from "react-router";
import { GRADUATE_FINANCE_PAGES, sitePages } from "~/content/site-pages";

const normalise = (path: string) => path.replace(/\/+$/, "") || "/";

/** §2.1: the graduate-finance pages, between which a visitor keeps their scroll position. */
const KEEP_SCROLL_BETWEEN: ReadonlySet<string> = new Set(
  GRADUATE_FINANCE_PAGES.map((key) => normalise(`/${sitePages[key].path}`)),
);

/**
 * Whether following a link from one path to another keeps the window where it is (§2.1): only when both
 * are graduate-finance pages. Every other navigation starts the next page at the top.
 */
export function keepsScrollPosition(fromPath: string, toPath: string): boolean {
  return KEEP_SCROLL_BETWEEN.has(normalise(fromPath)) && KEEP_SCROLL_BETWEEN.has(normalise(toPath));
}

/**
 * React Router's Link for a link to any page of the site (menus, footer, breadcrumbs, copy, search
 * results). `<ScrollRestoration>` scrolls each new page to the top, or to the element its #fragment names;
 * between the graduate-finance pages this link asks the router to leave the position alone
 * (`preventScrollReset`). Going back and forward still restores each entry's own position.
 */
export function PageLink({ preventScrollReset, ...props }: LinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to, { relative: props.relative });
  return <Link {...props} preventScrollReset={preventScrollReset ?? keepsScrollPosition(pathname, target.pathname)} />;
}
