import { useId, type ReactNode } from "react";
import { brand } from "~/content/brand";
import { buttonClassName } from "~/ui/button/button-style";
import { useModalDialog } from "~/ui/dialog/use-modal-dialog";
import { Icon } from "~/ui/icon/icon";
import { MEDIA } from "~/styles/breakpoints";
import { useMediaQuery } from "~/ui/shared/use-media-query";
import { Tabs } from "~/ui/tabs/tabs";
import { trackLoginClick } from "../header-analytics";
import { LOGIN_PANEL_IDS, type LoginPanelId, type LoginPanelState } from "./login-panel-state";
import "~/ui/button/button.css";
import "~/ui/dialog/dialog.css";
import "./login-panel.css";

const { selfService } = brand;

function ExternalLink({
  href,
  children,
  className,
}: {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <a className={className ?? "login-panel__link"} href={href} target="_blank" rel="noopener">
      {children}
      <Icon name="external" size={16} />
      <span className="visually-hidden"> (opens in a new window)</span>
    </a>
  );
}

function AccountServices({
  panelId,
  loginHref,
  children,
}: {
  readonly panelId: LoginPanelId;
  readonly loginHref: string;
  readonly children?: ReactNode;
}) {
  return (
    <div className="login-panel__section">
      <a
        className={buttonClassName({ theme: "action", block: true, chubby: true }, "login-panel__login")}
        href={loginHref}
        target="_blank"
        rel="noopener"
        onClick={() => trackLoginClick(panelId)}
      >
        {/* §2.5's label, word for word (the header's LOGIN button likewise). */}
        <span className="button__label">Login to Account Services</span>
        <span className="visually-hidden"> (opens in a new window)</span>
      </a>
      <p className="login-panel__register">
        No profile yet? <ExternalLink href={selfService.register}>Register</ExternalLink>
      </p>
      {children}
    </div>
  );
}

function PartnerLinks() {
  const links = [
    ["Dealer Self-Help", selfService.dealerSelfHelp],
    ["Wholesale Finance System registration", selfService.wholesaleRegistration],
    ["Wholesale Finance System", selfService.wholesaleFinanceSystem],
    ["Third Party Registration", selfService.thirdPartyRegistration],
    ["Third Party / Non-Bank Dealer Requests", selfService.thirdPartyDealerRequests],
  ] as const;
  return (
    <ul className="login-panel__partner-links">
      {links.map(([label, href]) => (
        <li key={href}>
          <ExternalLink href={href}>{label}</ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/** The address every login page of the panel starts with: the one place to type login details. */
const { protocol: selfServiceProtocol, host: selfServiceHost } = new URL(selfService.personalLogin);

/**
 * Under the spec's elements, on every tab: we never ask for login details by phone, e-mail or SMS, so a
 * caller or message that does is a fraud. A note, not an alert: it is there to read, not announced.
 */
function SecurityWarning() {
  return (
    <aside className="login-panel__security" aria-label="Keep your login details safe">
      <Icon name="warning" size={20} />
      <p>
        <strong>{brand.name} will never ask for your PIN, password or one-time PIN by phone, e-mail or SMS.</strong>{" "}
        Type them only on our login pages, whose address starts with{" "}
        <span className="login-panel__address">
          {/* On a phone the address wraps after its scheme, not inside its name. */}
          {selfServiceProtocol}//
          <wbr />
          {selfServiceHost}
        </span>
        . If someone asks for them, end the call or delete the message, and call us on{" "}
        <a className="login-panel__phone" href={brand.contact.phoneHref}>
          {brand.contact.phone}
        </a>
        .
      </p>
    </aside>
  );
}

export interface LoginPanelProps {
  readonly state: LoginPanelState;
  readonly logoSrc: string;
  readonly onClose: () => void;
  readonly onSelect: (panel: LoginPanelId) => void;
}

/**
 * The login panel of §2.5: a full-screen overlay with a right-hand panel (at most 600px wide), the logo,
 * a CLOSE control and the PERSONAL, BUSINESS and PARTNER LOGIN tabs. A modal dialog: focus moves in and
 * stays in, Escape and a (primary-button) click outside close it, focus returns to whatever opened it.
 */
export function LoginPanel({ state, logoSrc, onClose, onSelect }: LoginPanelProps) {
  const titleId = useId();
  const narrow = useMediaQuery(MEDIA["narrow-phone"]);
  const { dialogProps, backdropProps } = useModalDialog({
    name: "login-panel",
    open: state.open,
    onDismiss: onClose,
    lockScroll: true,
  });
  const labels: Record<LoginPanelId, string> = {
    personal: "PERSONAL",
    business: "BUSINESS",
    partner: narrow ? "PARTNER" : "PARTNER LOGIN",
  };
  const content: Record<LoginPanelId, ReactNode> = {
    personal: <AccountServices panelId="personal" loginHref={selfService.personalLogin} />,
    business: (
      <AccountServices panelId="business" loginHref={selfService.businessLogin}>
        <p className="login-panel__fleet">
          <ExternalLink href={selfService.fleetPortal}>Fleet portal login</ExternalLink>
        </p>
      </AccountServices>
    ),
    partner: <PartnerLinks />,
  };
  return (
    <dialog
      className="dialog login-panel"
      aria-labelledby={titleId}
      data-state={state.open ? "open" : "closed"}
      {...dialogProps}
    >
      {state.open && (
        <>
          <div className="dialog__backdrop login-panel__backdrop" {...backdropProps} />
          <div className="login-panel__panel">
            <div className="login-panel__header">
              <img
                className="login-panel__logo"
                src={logoSrc}
                alt={brand.name}
                width={brand.logo.width}
                height={brand.logo.height}
              />
              <button type="button" className="login-panel__close" onClick={onClose}>
                CLOSE
                <Icon name="close" />
              </button>
            </div>
            <h2 id={titleId} className="login-panel__title">
              Log in to {brand.name}
            </h2>
            <Tabs
              label="Who is logging in"
              className="login-panel__tabs"
              tabs={LOGIN_PANEL_IDS.map((panelId) => ({
                label: labels[panelId],
                content: content[panelId],
              }))}
              selectedIndex={LOGIN_PANEL_IDS.indexOf(state.active)}
              onSelect={(index) => {
                const panel = LOGIN_PANEL_IDS[index];
                if (panel) onSelect(panel);
              }}
            />
            <SecurityWarning />
          </div>
        </>
      )}
    </dialog>
  );
}
