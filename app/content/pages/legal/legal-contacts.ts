import { brand } from "~/content/brand";
import { formatDate } from "~/lib/format/date";

/** When the legal pages were last reviewed (a calendar date); change it with their words. */
export const LEGAL_PAGES_UPDATED = formatDate("2026-11-28");

/** The contact rows the legal pages share, from the brand configuration. */
export const companyContactItems = [
  { label: "Registered name", value: brand.legalName },
  { label: "Company registration number", value: brand.registration.company },
  { label: "Physical address", value: brand.contact.addressLine },
  { label: "Postal address", value: brand.legalContacts.postalAddress },
  { label: "Telephone", value: brand.contact.phone, href: brand.contact.phoneHref },
  { label: "Phone lines open", value: brand.contact.hours },
] as const;

export const informationOfficerItem = {
  label: "Information Officer",
  value: brand.legalContacts.informationOfficerEmail,
  href: `mailto:${brand.legalContacts.informationOfficerEmail}`,
} as const;

/** The Information Regulator: the POPIA and PAIA regulator (its website and complaint addresses). */
export const INFORMATION_REGULATOR = {
  website: "https://inforegulator.org.za",
  popiaComplaints: "POPIAComplaints@inforegulator.org.za",
  paiaComplaints: "PAIAComplaints@inforegulator.org.za",
} as const;
