import type { ReactNode } from "react";
import { PageLink } from "~/ui/page-link/page-link";
import { brand } from "~/content/brand";
import { REGULATOR_WEBSITES } from "~/content/regulators";
import type { FooterLink as FooterLinkValue } from "~/lib/site-definitions/footer-definition";
import type { ShownFooterDefinition } from "~/lib/site-definitions/shell-definitions";
import { SafeHtml } from "~/ui/safe-html/safe-html";
import { FooterColumn } from "./footer-column";
import { FooterIcon } from "./footer-icon";
import { footerLayout } from "./footer-layout";
import "./site-footer.css";

/** The id of the footer's link columns: the list of the site's pages, which a page without script links to as its menu. */
export const SITE_MAP_ID = "site-map";

export interface SiteFooterProps {
  /** The footer definition of the footer service (§2.6, either variant). */
  readonly footer: ShownFooterDefinition;
  /**
   * The "Cookie settings" control, shown after the legal links (the shell gives the consent feature's
   * button). Left out on a page that runs no script, where it would do nothing.
   */
  readonly cookieSettings?: ReactNode;
}

function FooterAnchor({
  url,
  openNewWindow,
  className,
  children,
  label,
}: {
  url: string;
  openNewWindow?: boolean;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  if (url.startsWith("/") && !openNewWindow) {
    return (
      <PageLink to={url} className={className} aria-label={label}>
        {children}
      </PageLink>
    );
  }
  return (
    <a
      href={url}
      className={className}
      aria-label={label}
      {...(openNewWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
      {openNewWindow ? <span className="visually-hidden"> (opens in a new window)</span> : null}
    </a>
  );
}

/**
 * Where a visitor checks for themselves that the brand is registered: the regulators' own websites, with the
 * numbers to look up there. Drawn from the brand configuration on every page, whatever the footer service
 * publishes, so an edited footer cannot drop it.
 */
function RegistrationChecks() {
  const { ncrRegistrationNumber, fspNumber } = brand.registration;
  return (
    <ul className="site-footer__checks" aria-label="Check our registration">
      <li>
        <a href={REGULATOR_WEBSITES.ncr} data-check="ncr">
          Check {ncrRegistrationNumber} with the National Credit Regulator
        </a>
      </li>
      <li>
        <a href={REGULATOR_WEBSITES.fsca} data-check="fsca">
          Check FSP {fspNumber} with the Financial Sector Conduct Authority
        </a>
      </li>
    </ul>
  );
}

const linkKey = (link: FooterLinkValue, index: number) => `${index}-${link.url}`;

/** A group's text links as list items (a link column, the legal links). */
function FooterLinkItems({ items }: { readonly items: readonly FooterLinkValue[] }) {
  return items.map((item, index) => (
    <li key={linkKey(item, index)}>
      <FooterAnchor url={item.url} openNewWindow={item.openNewWindow}>
        {item.description}
      </FooterAnchor>
    </li>
  ));
}

/**
 * The footer of every page, drawn from the footer definition (§2.6): link columns, icon links, the extra
 * message (markup, sanitized when the footer was published or before it shipped), the legal links, the disclaimer and the address line. The seed's extra
 * message carries the credit-provider registration line of the brand configuration.
 */
export function SiteFooter({ footer, cookieSettings }: SiteFooterProps) {
  const layout = footerLayout(footer);
  return (
    <footer className="site-footer">
      <div className="container">
        {layout.columns.length > 0 ? (
          <nav className="site-footer__columns" aria-label="Footer" id={SITE_MAP_ID}>
            {layout.columns.map((column, columnIndex) => (
              <FooterColumn
                key={`${columnIndex}-${column.header}`}
                header={column.header}
                urls={column.items.map((item) => item.url)}
              >
                <FooterLinkItems items={column.items} />
              </FooterColumn>
            ))}
          </nav>
        ) : null}

        {layout.iconLinks.length > 0 ? (
          <ul className="site-footer__icons" aria-label={`${brand.name} elsewhere`}>
            {layout.iconLinks.map((item, index) => (
              <li key={`${index}-${item.url}`}>
                <FooterAnchor
                  url={item.url}
                  openNewWindow={/^https?:/.test(item.url)}
                  className="site-footer__icon-link"
                  label={item.title}
                >
                  <FooterIcon name={item.icon} />
                </FooterAnchor>
              </li>
            ))}
          </ul>
        ) : null}

        <div className="site-footer__legal">
          {layout.extraMessage ? <SafeHtml markup={layout.extraMessage} className="site-footer__message" /> : null}
          {layout.disclaimer ? <p className="site-footer__disclaimer">{layout.disclaimer}</p> : null}
          <ul className="site-footer__legal-links" aria-label="Legal">
            <FooterLinkItems items={layout.legalLinks} />
            {cookieSettings ? <li>{cookieSettings}</li> : null}
          </ul>
          <RegistrationChecks />
          {layout.addressLine ? <p className="site-footer__address">{layout.addressLine}</p> : null}
        </div>
      </div>
    </footer>
  );
}
