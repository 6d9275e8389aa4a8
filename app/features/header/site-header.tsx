import { lazy, Suspense, useEffect, useId, useReducer, useRef, useState } from "react";
import { Link } from "react-router";
import { brand } from "~/content/brand";
import { Button } from "~/ui/button/button";
import { buttonClassName } from "~/ui/button/button-style";
import { Icon } from "~/ui/icon/icon";
import type { NavigationDefinition } from "~/lib/site-definitions/navigation-definition";
import { HeaderSkeleton } from "./header-skeleton";
import { requestLoginPanel } from "./login-panel/login-panel-requests";
import { loadLoginPanel, useLoginPanel } from "./login-panel/use-login-panel";
import { logoForDate } from "./logo-for-date";
import { DesktopMenu } from "./mega-menu/desktop-menu";
import { MobileMenu } from "./mega-menu/mobile-menu";
import { initialMobileMenuState, mobileMenuReducer } from "./mega-menu/mobile-menu-state";
import { SiteSearch } from "./search/site-search";
import { useSiteSearch, type SearchFunction } from "./search/use-site-search";
import "./site-header.css";

const LoginPanel = lazy(() => loadLoginPanel().then((module) => ({ default: module.LoginPanel })));

export interface SiteHeaderProps {
  /** The parsed navigation definition (§3); while it is not there the skeletons of §2.2 show. */
  readonly navigation?: NavigationDefinition;
  /** §2.3: the search icon shows unless this is false. */
  readonly canSearch?: boolean;
  /** The clock of the logo rule (§2.2); injected by tests. */
  readonly now?: () => Date;
  /** The search behind the box; by default the site's own index, loaded on first use. */
  readonly loadSearch?: () => Promise<SearchFunction>;
}

const preloadLoginPanel = () => {
  loadLoginPanel().catch(() => undefined);
};

/**
 * The header of every page (§2.2–§2.5): the logo (linking home), the mega-menu built from the navigation
 * definition (desktop above 1210px, a 60px bar with a side panel at or below), the site search and the
 * login panel. The menus, search and panel coordinate here: opening search or the login panel closes the
 * side panel, following a search result closes search and the side panel.
 */
export function SiteHeader({ navigation, canSearch = true, now = () => new Date(), loadSearch }: SiteHeaderProps) {
  const sidePanelId = useId();
  const [menu, dispatchMenu] = useReducer(mobileMenuReducer, initialMobileMenuState);
  const closeMenu = () => dispatchMenu({ type: "close-menu" });
  const search = useSiteSearch({
    onOpen: closeMenu,
    onResultFollowed: closeMenu,
    loadSearch,
  });
  const login = useLoginPanel({ onOpen: closeMenu });
  const [loginLoaded, setLoginLoaded] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement | null>(null);
  const headerRef = useRef<HTMLElement | null>(null);
  const logoSrc = logoForDate(brand.logo, now());

  // The panel's code loads when it first opens and stays for later openings.
  if (login.state.open && !loginLoaded) setLoginLoaded(true);

  // When the panel was opened from the side panel, that opener is hidden by the time it closes (opening
  // the panel closes the menu), so focus goes to the menu button rather than being lost.
  const loginWasOpen = useRef(false);
  useEffect(() => {
    if (login.state.open) {
      loginWasOpen.current = true;
      return;
    }
    if (!loginWasOpen.current) return;
    loginWasOpen.current = false;
    const active = document.activeElement;
    // Focus on the body, or inside the closed (or closing) side panel, is lost focus.
    const lost = !active || active === document.body || active.closest('.mobile-menu[data-state="closed"]') !== null;
    if (lost && menuButtonRef.current?.offsetParent) menuButtonRef.current.focus();
  }, [login.state.open]);

  // Escape closes the side panel and gives focus back to the menu button.
  useEffect(() => {
    if (!menu.open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      dispatchMenu({ type: "close-menu" });
      menuButtonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menu.open]);

  // While the side panel is open, everything outside the header is inert: Tab and a screen reader stay in
  // the bar and the panel instead of walking onto the page the panel covers. Widening the window past the
  // bar's breakpoint closes the panel (its desktop menu has no such panel).
  useEffect(() => {
    const header = headerRef.current;
    if (!menu.open || !header) return;
    const behind = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !element.contains(header) && !element.inert,
    );
    for (const element of behind) element.inert = true;
    // The menu button shows only with the bar (site-header.css), so its being hidden means the desktop menu.
    const onResize = () => {
      if (menuButtonRef.current?.offsetParent === null) dispatchMenu({ type: "close-menu" });
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      for (const element of behind) element.inert = false;
    };
  }, [menu.open]);

  if (!navigation) {
    return (
      <header className="site-header">
        <HeaderSkeleton />
      </header>
    );
  }

  const openLogin = () => requestLoginPanel({ requestType: "open" });
  const loginButtonProps = {
    "aria-haspopup": "dialog" as const,
    onClick: openLogin,
    onPointerEnter: preloadLoginPanel,
    onFocus: preloadLoginPanel,
  };

  const logo = (
    <Link to="/" className="site-header__logo">
      <img src={logoSrc} alt={`${brand.name} home`} width={brand.logo.width} height={brand.logo.height} />
    </Link>
  );

  return (
    <header
      ref={headerRef}
      className="site-header"
      data-menu={menu.open ? "open" : "closed"}
      data-search={search.phase}
    >
      <div className="site-header__desktop">
        <div className="site-header__top container">
          {logo}
          <div className="site-header__actions">
            {canSearch && (
              <button type="button" className="site-header__action" {...search.triggerProps}>
                <Icon name="search" />
                Search
              </button>
            )}
            <Link to="/apply" className={buttonClassName({ theme: "action", outlined: true }, "site-header__apply")}>
              Apply for finance
            </Link>
            <Button className="site-header__login" {...loginButtonProps}>
              LOGIN
            </Button>
          </div>
        </div>
        <DesktopMenu items={navigation.values} />
      </div>

      <div className="site-header__bar container">
        {logo}
        <div className="site-header__actions">
          {canSearch && (
            <button type="button" className="site-header__icon-button" {...search.triggerProps}>
              <Icon name="search" size={22} />
              <span className="visually-hidden">Search</span>
            </button>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            className="site-header__menu-button"
            aria-expanded={menu.open}
            aria-controls={sidePanelId}
            onClick={() => dispatchMenu({ type: "toggle-menu" })}
          >
            {menu.open ? "CLOSE" : "MENU"}
            <Icon name={menu.open ? "close" : "menu"} size={22} />
          </button>
        </div>
      </div>
      <MobileMenu
        id={sidePanelId}
        items={navigation.values}
        state={menu}
        onToggleEntry={(level, id) => dispatchMenu({ type: "toggle-entry", level, id })}
        onFollow={closeMenu}
        loginButton={
          <>
            <Link
              to="/apply"
              onClick={closeMenu}
              className={buttonClassName({ theme: "action", outlined: true, block: true })}
            >
              Apply for finance
            </Link>
            <Button block {...loginButtonProps}>
              LOGIN
            </Button>
          </>
        }
      />

      {canSearch && <SiteSearch search={search} />}

      {loginLoaded && (
        <Suspense fallback={null}>
          <LoginPanel state={login.state} logoSrc={logoSrc} onClose={login.close} onSelect={login.select} />
        </Suspense>
      )}
    </header>
  );
}
