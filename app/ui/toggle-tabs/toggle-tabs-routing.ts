/** §3: the first, unselectable option of the select the tabs become on a phone. */
export const TOGGLE_TABS_PLACEHOLDER = "Select a page:";

/** §3: a toggle tab has a label and, in router mode, a link (its path segment). */
export interface ToggleTab {
  readonly label: string;
  readonly link?: string;
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, "");

/** §2.1: a tab's address is the base path plus its link, or its label when it has none; an empty link is the base path. */
export function toggleTabPath(basePath: string, tab: ToggleTab): string {
  const base = withoutTrailingSlash(basePath);
  const segment = tab.link ?? tab.label;
  if (segment === "") return base || "/";
  return `${base}/${encodeURIComponent(segment)}`;
}

export type ToggleTabRoute =
  { readonly kind: "tab"; readonly index: number } | { readonly kind: "base" } | { readonly kind: "redirect" };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * §2.1: which tab an address selects. The last path segment after the base path picks a tab by its link,
 * else by its label; the base path itself picks the tab with an empty link, if any. Anything else is no
 * match, and the visitor is sent to the base path.
 */
export function toggleTabForPath(pathname: string, basePath: string, tabs: readonly ToggleTab[]): ToggleTabRoute {
  const base = withoutTrailingSlash(basePath);
  const path = withoutTrailingSlash(pathname);
  if (path === base) {
    const index = tabs.findIndex((tab) => tab.link === "");
    return index === -1 ? { kind: "base" } : { kind: "tab", index };
  }
  if (!path.startsWith(`${base}/`)) return { kind: "redirect" };
  const segment = decode(
    path
      .slice(base.length + 1)
      .split("/")
      .filter(Boolean)
      .pop() ?? "",
  );
  const byLink = tabs.findIndex((tab) => tab.link !== undefined && tab.link !== "" && tab.link === segment);
  const index = byLink !== -1 ? byLink : tabs.findIndex((tab) => tab.label === segment);
  return index === -1 ? { kind: "redirect" } : { kind: "tab", index };
}
