import { brand } from "~/content/brand";
import type { NavigationDefinition } from "~/lib/site-definitions/navigation-definition";
import { buttonClassName } from "~/ui/button/button-style";
import { Icon } from "~/ui/icon/icon";
import { logoForDate } from "./logo-for-date";
import "./site-header.css";

export interface ScriptlessSiteHeaderProps {
  readonly navigation?: NavigationDefinition;
  /** Where the list of every page of the site is on this page (the footer's links), as "#id". */
  readonly siteMapHref: string;
  /** The clock of the logo rule (§2.2); injected by tests. */
  readonly now?: () => Date;
}

/**
 * The header of a page that runs no script (the offline page, which the service worker shows at the address
 * of a page it has no copy of). The menu, search and login of the full header are buttons that open panels
 * by script, and would do nothing here, so this header has plain links with the same look and place: the
 * logo to the home page, each menu item to its overview page, MENU to the list of every page further down
 * this page (it works with no connection too), and LOGIN to Account Services, the login panel's first
 * choice. The site search needs its script and the server, so it is not offered here.
 */
export function ScriptlessSiteHeader({ navigation, siteMapHref, now = () => new Date() }: ScriptlessSiteHeaderProps) {
  const logo = (
    <a href="/" className="site-header__logo">
      <img
        src={logoForDate(brand.logo, now())}
        alt={`${brand.name} home`}
        width={brand.logo.width}
        height={brand.logo.height}
      />
    </a>
  );
  const login = (
    <a href={brand.selfService.personalLogin} className={buttonClassName({ theme: "action" }, "site-header__login")}>
      <span className="button__label">LOGIN</span>
    </a>
  );
  return (
    <header className="site-header" data-scripts="none">
      <div className="site-header__desktop">
        <div className="site-header__top container">
          {logo}
          <div className="site-header__actions">
            <a href={siteMapHref} className="site-header__action">
              <Icon name="menu" />
              All pages
            </a>
            {login}
          </div>
        </div>
        {navigation && (
          <nav className="mega-menu" aria-label="Main">
            <ul className="mega-menu__top container">
              {navigation.values.map((item) => (
                <li key={item.title} className="mega-menu__item">
                  <a href={item.path} className="mega-menu__trigger">
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="site-header__bar container">
        {logo}
        <div className="site-header__actions">
          <a href={siteMapHref} className="site-header__menu-button">
            MENU
            <Icon name="menu" size={22} />
          </a>
        </div>
      </div>
    </header>
  );
}
