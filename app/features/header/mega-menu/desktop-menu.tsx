import { useEffect, useId, useRef, useState } from "react";
import type { MenuItem, RouteEntry } from "~/lib/site-definitions/navigation-definition";
import { Icon } from "~/ui/icon/icon";
import { FeaturedCard } from "./featured-card";
import { MenuLink } from "./menu-link";

function RouteLinks({ routes, onFollow }: { readonly routes: readonly RouteEntry[]; readonly onFollow: () => void }) {
  return (
    <ul className="mega-menu__routes">
      {routes.map((route) => (
        <li key={`${route.path}-${route.title}`} className="mega-menu__route">
          {route.groupName && (
            <MenuLink
              className="mega-menu__group"
              title={route.groupName}
              path={route.groupLink ?? route.path}
              tracking={route.groupName}
              onFollow={onFollow}
            />
          )}
          <MenuLink className="mega-menu__link" {...route} onFollow={onFollow} />
          {route.description && <span className="mega-menu__description">{route.description}</span>}
          {route.routes && route.routes.length > 0 && (
            <ul className="mega-menu__children">
              {route.routes.map((child) => (
                <li key={`${child.path}-${child.title}`}>
                  <MenuLink className="mega-menu__child" {...child} onFollow={onFollow} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The desktop mega-menu (above 1210px, §2.3), as the WAI-ARIA disclosure navigation pattern: each top
 * link is a button that shows its columns (a heading over routes with descriptions and child links) and
 * the item's featured tool. One panel is open at a
 * time; Escape closes it and puts focus back on its button; a click elsewhere or focus leaving the menu
 * closes it; following a link closes it. Every link is in the server-rendered HTML.
 */
export function DesktopMenu({ items }: { readonly items: readonly MenuItem[] }) {
  const id = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const navRef = useRef<HTMLElement | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const close = () => setOpenIndex(null);

  useEffect(() => {
    const nav = navRef.current;
    if (openIndex === null || !nav) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.contains(event.target as Node)) setOpenIndex(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      setOpenIndex(null);
      triggers.current[openIndex]?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !nav.contains(event.relatedTarget as Node)) setOpenIndex(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    nav.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      nav.removeEventListener("focusout", onFocusOut);
    };
  }, [openIndex]);

  return (
    <nav ref={navRef} className="mega-menu" aria-label="Main">
      <ul className="mega-menu__top container">
        {items.map((item, index) => {
          const open = openIndex === index;
          const panelId = `${id}-panel-${index}`;
          return (
            <li key={item.title} className="mega-menu__item" data-state={open ? "open" : "closed"}>
              <button
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                type="button"
                className="mega-menu__trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {item.title}
                <Icon name={open ? "chevron-up" : "chevron-down"} size={16} />
              </button>
              <div id={panelId} className="mega-menu__panel" data-state={open ? "open" : "closed"} hidden={!open}>
                <div className="mega-menu__columns container">
                  <div className="mega-menu__overview">
                    <MenuLink
                      className="mega-menu__overview-link"
                      title={item.title}
                      path={item.path}
                      openNewWindow={item.openNewWindow}
                      tracking={item.tracking}
                      onFollow={close}
                    >
                      {item.title} {/* The arrow stays with the last word, never on a line of its own. */}
                      <span className="mega-menu__overview-end">
                        overview
                        <Icon name="chevron-right" size={16} />
                      </span>
                    </MenuLink>
                    {item.summary && <p className="mega-menu__summary">{item.summary}</p>}
                  </div>
                  {item.children.map((column, columnIndex) => (
                    <div key={column.name} className="mega-menu__column">
                      <p id={`${panelId}-column-${columnIndex}`} className="mega-menu__column-title">
                        {column.name}
                      </p>
                      <RouteLinks routes={column.routes} onFollow={close} />
                    </div>
                  ))}
                  {item.featured && <FeaturedCard featured={item.featured} onFollow={close} />}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
