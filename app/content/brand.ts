/**
 * The one brand configuration. Everything that names, colours or links the brand reads it from here:
 * route paths (`why-{slug}`, `{slug}-extra`, `switch-to-{slug}`), titles, the site id of the navigation
 * service, logos, the external self-service addresses of the login panel (§2.5) and the theme.
 */
export interface BrandColours {
  /** Brand colour for headings, links and the header; white text on it passes WCAG AA. */
  readonly primary: string;
  readonly primaryDark: string;
  /** Call-to-action colour; white text on it passes WCAG AA. */
  readonly action: string;
  readonly actionDark: string;
  /** Informational accent; white text on it passes WCAG AA. */
  readonly info: string;
  /** Warm highlight for banners and badges; dark text on it passes WCAG AA. */
  readonly highlight: string;
  readonly text: string;
  readonly textMuted: string;
  readonly surface: string;
  readonly surfaceAlt: string;
  readonly border: string;
  readonly error: string;
  readonly success: string;
}

export interface SelfServiceLinks {
  readonly personalLogin: string;
  readonly businessLogin: string;
  readonly register: string;
  readonly fleetPortal: string;
  readonly dealerSelfHelp: string;
  readonly wholesaleRegistration: string;
  readonly wholesaleFinanceSystem: string;
  readonly thirdPartyRegistration: string;
  readonly thirdPartyDealerRequests: string;
}

export interface Brand {
  readonly name: string;
  readonly slug: string;
  readonly siteId: string;
  readonly legalName: string;
  /**
   * The registrations the law asks a credit provider and a financial services provider to state (the
   * footer and the terms of use show them). Umoya Finance is a fictional brand: these are its configured
   * values, to be replaced with a real provider's own numbers.
   */
  readonly registration: {
    /** Company registration number (CIPC). */
    readonly company: string;
    /** Registration number as a credit provider with the National Credit Regulator. */
    readonly ncrRegistrationNumber: string;
    /** Licence number as an authorised financial services provider (FSCA). */
    readonly fspNumber: string;
  };
  /** Contacts the legal pages name: POPIA and PAIA requests, and complaints. */
  readonly legalContacts: {
    /** The Information Officer under POPIA and PAIA (the head of the company delegates the role). */
    readonly informationOfficerEmail: string;
    readonly complaintsEmail: string;
    readonly postalAddress: string;
  };
  readonly tagline: string;
  readonly contact: {
    readonly phone: string;
    readonly phoneHref: string;
    readonly email: string;
    readonly addressLine: string;
    /** When the phone line is open. */
    readonly hours: string;
    /** When consultants return call-back requests: the call-me-back form's times fall within them. */
    readonly callBackHours: string;
  };
  readonly logo: {
    readonly standard: string;
    readonly rugby: string;
    /** The rugby-themed logo shows before this day (§2.2), the standard one from it on. */
    readonly rugbyUntil: string;
    readonly width: number;
    readonly height: number;
  };
  readonly selfService: SelfServiceLinks;
  /** The tag-manager tracker the data layer is set up for (§7 tracker creation), once a visitor accepts analytics. */
  readonly analytics: {
    readonly trackingCode: string;
    readonly cookieDomain: string;
  };
  readonly colours: BrandColours;
  readonly fonts: {
    readonly body: string;
    readonly fallback: string;
  };
}

const selfServiceOrigin = "https://secure.umoyafinance.co.za";

export const brand = {
  name: "Umoya Finance",
  slug: "umoya",
  siteId: "umoya-web",
  legalName: "Umoya Finance (Pty) Ltd",
  // The brand's configured registration numbers (fictional brand: see Brand.registration).
  registration: {
    company: "2009/021477/07",
    ncrRegistrationNumber: "NCRCP4412",
    fspNumber: "47120",
  },
  legalContacts: {
    informationOfficerEmail: "privacy@umoyafinance.co.za",
    complaintsEmail: "complaints@umoyafinance.co.za",
    postalAddress: "PO Box 78412, Sandton, 2146",
  },
  tagline: "Vehicle and asset finance that moves with you",
  contact: {
    phone: "0860 866 692",
    phoneHref: "tel:+27860866692",
    email: "hello@umoyafinance.co.za",
    addressLine: "Umoya House, 14 Fricker Road, Illovo, Johannesburg, 2196",
    hours: "Monday to Friday 08:00–17:00, Saturday 08:00–12:00",
    callBackHours: "Monday to Friday 08:00–19:00, Saturday 08:00–12:00",
  },
  logo: {
    standard: "/brand/umoya-logo.svg",
    rugby: "/brand/umoya-logo-rugby.svg",
    rugbyUntil: "2023-10-30",
    width: 147.8,
    height: 35,
  },
  selfService: {
    personalLogin: `${selfServiceOrigin}/account-services/login?audience=personal`,
    businessLogin: `${selfServiceOrigin}/account-services/login?audience=business`,
    register: `${selfServiceOrigin}/account-services/register`,
    fleetPortal: `${selfServiceOrigin}/fleet/login`,
    dealerSelfHelp: `${selfServiceOrigin}/dealers/self-help`,
    wholesaleRegistration: `${selfServiceOrigin}/wholesale/register`,
    wholesaleFinanceSystem: `${selfServiceOrigin}/wholesale`,
    thirdPartyRegistration: `${selfServiceOrigin}/third-party/register`,
    thirdPartyDealerRequests: `${selfServiceOrigin}/third-party/dealer-requests`,
  },
  analytics: {
    trackingCode: "GTM-UMOYAWEB",
    cookieDomain: "umoyafinance.co.za",
  },
  colours: {
    primary: "#0b4f6c",
    primaryDark: "#073a50",
    action: "#b4361c",
    actionDark: "#8f2914",
    info: "#1d6fa5",
    highlight: "#f6c453",
    text: "#1b2430",
    textMuted: "#4d5966",
    surface: "#ffffff",
    surfaceAlt: "#f2f6f8",
    border: "#c9d3db",
    error: "#b3261e",
    success: "#1e7a45",
  },
  fonts: {
    body: "Inter Variable",
    fallback: "Inter fallback",
  },
} as const satisfies Brand;

/**
 * The credit-provider registration line: who the provider is and its NCR and FSP numbers, from the brand
 * configuration. The footer shows it on every page and the terms of use repeat it.
 */
export const registrationLine = `${brand.legalName} is a registered credit provider, NCR registration number ${brand.registration.ncrRegistrationNumber}, and an authorised financial services provider, FSP number ${brand.registration.fspNumber}. Company registration number ${brand.registration.company}.`;

/** Route paths that carry the brand slug (§2.1). */
export const brandPaths = {
  why: `why-${brand.slug}`,
  switchTo: `why-${brand.slug}/switch-to-${brand.slug}`,
  extra: `${brand.slug}-extra`,
} as const;
