import type { FooterDefinition } from "~/lib/site-definitions/footer-definition";
import { brand } from "../brand";
import { sitePages, type PageKey } from "../site-pages";

/** The brand's footer as the footer service publishes it on first start (§2.6, both variants' fields). */

const link = (key: PageKey) => ({ url: `/${sitePages[key].path}`, description: sitePages[key].title });

const legalOrigin = "https://www.umoyafinance.co.za/legal";

const legalItems = [
  { url: `${legalOrigin}/terms-of-use`, description: "Terms of use", openNewWindow: true },
  { url: `${legalOrigin}/privacy-and-popia`, description: "Privacy notice and POPIA", openNewWindow: true },
  { url: `${legalOrigin}/paia-manual`, description: "PAIA manual", openNewWindow: true },
  { url: `${legalOrigin}/cookie-notice`, description: "Cookie notice", openNewWindow: true },
  { url: `${legalOrigin}/complaints`, description: "Complaints and disputes", openNewWindow: true },
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

const creditProviderLine = `${brand.legalName} is a registered credit provider (${brand.registration.ncr}) and an authorised financial services provider (${brand.registration.fsp}). Company registration ${brand.registration.company}.`;

export const umoyaFooter: FooterDefinition = {
  groups,
  icons: socialMediaItems,
  links: legalItems,
  extraMessage: `<p>${creditProviderLine}</p><p>Finance is subject to credit approval and affordability checks under the National Credit Act. Rates, fees and examples are for illustration and may change.</p>`,
  footerColumns: groups,
  socialMediaItems,
  legalItems,
  disclaimer:
    "Calculators on this site give estimates for illustration only and are not a quotation or an offer of credit. Your rate and instalment depend on your credit profile and are confirmed in a pre-agreement quotation.",
  addressLine: brand.contact.addressLine,
};
