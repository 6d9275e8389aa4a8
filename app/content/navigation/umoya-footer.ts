import type { FooterDefinition } from "~/lib/site-definitions/footer-definition";
import { brand, registrationLine } from "../brand";
import { sitePages, type PageKey } from "../site-pages";

/** The brand's footer as the footer service publishes it on first start (§2.6, both variants' fields). */

const link = (key: PageKey) => ({ url: `/${sitePages[key].path}`, description: sitePages[key].title });

/** The legal section of this site, in the same tab. */
const legalItems = [
  link("termsOfUse"),
  link("privacyNotice"),
  link("paiaManual"),
  link("cookieNotice"),
  link("complaints"),
];

const groups = [
  {
    header: "Personal",
    items: [
      link("privateFinance"),
      link("cashpowerPersonalLoans"),
      link("insurance"),
      link("solarFinance"),
      link("graduateFinance"),
    ],
  },
  {
    header: "Business",
    items: [
      link("business"),
      link("smallBusinessAssetFunding"),
      link("fleetSolutions"),
      link("leaseAgreements"),
      link("corporateIndustry"),
    ],
  },
  {
    header: "Tools and guides",
    items: [
      link("usefulTools"),
      link("budgetingTool"),
      link("vehicleFinanceGuide"),
      link("usedCarBuyingTips"),
      link("arrearsPayments"),
    ],
  },
  {
    header: "Contact us",
    items: [
      { url: brand.contact.phoneHref, description: `Call ${brand.contact.phone}` },
      { url: `mailto:${brand.contact.email}`, description: brand.contact.email },
      { url: `/${sitePages.why.path}`, description: `Why ${brand.name}` },
    ],
  },
];

const socialMediaItems = [
  { url: "https://www.facebook.com/umoyafinance", title: `${brand.name} on Facebook`, icon: "facebook" as const },
  { url: "https://www.instagram.com/umoyafinance", title: `${brand.name} on Instagram`, icon: "instagram" as const },
  {
    url: "https://www.linkedin.com/company/umoya-finance",
    title: `${brand.name} on LinkedIn`,
    icon: "linkedin" as const,
  },
  { url: "https://x.com/umoyafinance", title: `${brand.name} on X`, icon: "x" as const },
];

export const umoyaFooter: FooterDefinition = {
  groups,
  icons: socialMediaItems,
  links: legalItems,
  // The credit-provider registration line, from the brand configuration.
  extraMessage: `<p>${registrationLine}</p><p>Finance is subject to credit approval and affordability checks under the National Credit Act. Rates, fees and examples are for illustration and may change.</p>`,
  footerColumns: groups,
  socialMediaItems,
  legalItems,
  disclaimer:
    "Calculators on this site give estimates for illustration only and are not a quotation or an offer of credit. Your rate and instalment depend on your credit profile and are confirmed in a pre-agreement quotation.",
  addressLine: brand.contact.addressLine,
};
