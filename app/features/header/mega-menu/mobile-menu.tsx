import { useId, useState, type ReactNode } from "react";
import type { MenuItem, RouteEntry } from "~/lib/site-definitions/navigation-definition";
import { Icon } from "~/ui/icon/icon";
import { FeaturedCard } from "./featured-card";
import { MenuLink } from "./menu-link";
import { isBranchOpen, type MenuLevel, type MobileMenuState } from "./mobile-menu-state";

export interface MobileMenuProps {
  readonly id: string;
  readonly items: readonly MenuItem[];
  readonly state: MobileMenuState;
  readonly onToggleEntry: (level: MenuLevel, id: string) => void;
  /** A link was followed: the menu closes. */
  readonly onFollow: () => void;
  readonly loginButton: ReactNode;
  /** §4.3: an empty menu level is reported on the console. */
  readonly log?: (message: string) => void;
}

interface BranchProps {
  readonly level: MenuLevel;
  readonly entryId: string;
  readonly label: ReactNode;
  readonly state: MobileMenuState;
  readonly onToggle: (level: MenuLevel, id: string) => void;
  readonly children: ReactNode;
  /** A link shown beside the toggle (a route entry is a link with child links of its own). */
  readonly link?: ReactNode;
}

/** One accordion entry: a button with aria-expanded and aria-controls, and the region it shows. */
function Branch({ level, entryId, label, state, onToggle, children, link }: BranchProps) {
  const regionId = useId();
  const open = isBranchOpen(state, level, entryId);
  return (
    <li className={`mobile-menu__entry mobile-menu__entry--level-${level}`} data-state={open ? "open" : "closed"}>
      <div className="mobile-menu__row">
        {link}
        <button
          type="button"
          className="mobile-menu__toggle"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => onToggle(level, entryId)}
        >
          {label}
          <Icon name={open ? "minus" : "plus"} size={18} />
        </button>
      </div>
      <div id={regionId} className="mobile-menu__region" data-state={open ? "open" : "closed"}>
        <div className="mobile-menu__region-inner">{children}</div>
      </div>
    </li>
  );
}

const hasChildLinks = (route: RouteEntry) => !route.hideChildrenMobile && (route.routes?.length ?? 0) > 0;

/**
 * The side panel of the menu at or below 1210px (§2.3, §4.3): a login button area, then three accordion
 * levels (top links, their columns, routes with child links) with one open branch per level. Each level
 * opens with a height animation of about 300 ms (none when the visitor asks for reduced motion).
 */
export function MobileMenu({
  id,
  items,
  state,
  onToggleEntry,
  onFollow,
  loginButton,
  log = console.info,
}: MobileMenuProps) {
  const toggle = (level: MenuLevel, entryId: string, size: number, name: string) => {
    if (size === 0 && !isBranchOpen(state, level, entryId))
      log(`Menu: "${name}" has no entries at level ${level + 1}.`);
    onToggleEntry(level, entryId);
  };
  // Whether the menu has ever been open: its contents are rendered from then on (see the stylesheet).
  const [opened, setOpened] = useState(state.open);
  if (state.open && !opened) setOpened(true);
  return (
    <div
      id={id}
      className="mobile-menu"
      data-state={state.open ? "open" : "closed"}
      data-opened={opened ? "" : undefined}
    >
      <div className="mobile-menu__login">{loginButton}</div>
      <nav aria-label="Menu">
        <ul className="mobile-menu__list">
          {items.map((item) => (
            <Branch
              key={item.title}
              level={1}
              entryId={item.title}
              label={item.title}
              state={state}
              onToggle={(level, entryId) => toggle(level, entryId, item.children.length, item.title)}
            >
              <ul className="mobile-menu__list">
                <li className="mobile-menu__entry mobile-menu__entry--overview">
                  <MenuLink
                    className="mobile-menu__link"
                    title={item.title}
                    path={item.path}
                    openNewWindow={item.openNewWindow}
                    tracking={item.tracking}
                    onFollow={onFollow}
                  >
                    {item.title} overview
                  </MenuLink>
                </li>
                {item.children.map((column) => {
                  const columnId = `${item.title}/${column.name}`;
                  return (
                    <Branch
                      key={column.name}
                      level={2}
                      entryId={columnId}
                      label={column.name}
                      state={state}
                      onToggle={(level, entryId) => toggle(level, entryId, column.routes.length, column.name)}
                    >
                      <ul className="mobile-menu__list">
                        {column.routes.map((route) => {
                          const routeId = `${columnId}/${route.path}/${route.title}`;
                          const link = <MenuLink className="mobile-menu__link" {...route} onFollow={onFollow} />;
                          if (!hasChildLinks(route)) {
                            return (
                              <li key={routeId} className="mobile-menu__entry mobile-menu__entry--level-3">
                                {link}
                              </li>
                            );
                          }
                          return (
                            <Branch
                              key={routeId}
                              level={3}
                              entryId={routeId}
                              link={link}
                              label={<span className="visually-hidden">More under {route.title}</span>}
                              state={state}
                              onToggle={(level, entryId) =>
                                toggle(level, entryId, route.routes?.length ?? 0, route.title)
                              }
                            >
                              <ul className="mobile-menu__list mobile-menu__list--children">
                                {route.routes?.map((child) => (
                                  <li
                                    key={`${child.path}-${child.title}`}
                                    className="mobile-menu__entry mobile-menu__entry--child"
                                  >
                                    <MenuLink className="mobile-menu__link" {...child} onFollow={onFollow} />
                                  </li>
                                ))}
                              </ul>
                            </Branch>
                          );
                        })}
                      </ul>
                    </Branch>
                  );
                })}
                {item.featured && (
                  <li className="mobile-menu__entry mobile-menu__entry--featured">
                    <FeaturedCard featured={item.featured} onFollow={onFollow} />
                  </li>
                )}
              </ul>
            </Branch>
          ))}
        </ul>
      </nav>
    </div>
  );
}
