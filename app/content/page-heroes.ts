import type { ImageName } from "./images";
import type { PageKey } from "./site-pages";

/**
 * The hero illustration of each page: the one image on the page that loads eagerly, with high priority.
 * Every public page that shows a hero has one drawn for its topic; only the test pages borrow one.
 */
export const pageHeroes: Readonly<Record<PageKey, ImageName>> = {
  home: "hero-home",
  business: "hero-business",
  smallBusinessAssetFunding: "hero-small-business",
  smallBusinessGuide: "hero-small-business-guide",
  balloonPayments: "hero-balloon",
  cashpowerPersonalLoans: "hero-personal-loan",
  sharpSpringExample: "hero-guide",
  testing: "hero-home",
  insurance: "hero-insurance",
  corporateIndustry: "hero-corporate",
  privateFinance: "hero-private-finance",
  sellingPrivately: "hero-selling",
  leisureAssetFinance: "hero-leisure",
  islamicFinance: "hero-islamic",
  islamicFinanceBusiness: "hero-islamic-business",
  graduateFinance: "hero-graduate",
  graduateFinanceGuide: "hero-graduate-guide",
  usefulTools: "hero-tools",
  motorcycleFinance: "hero-motorcycle",
  why: "hero-why",
  switchTo: "hero-switch",
  vehicleFinanceGuide: "hero-guide",
  buyingACar: "hero-buying-steps",
  specialisedFinance: "hero-specialised",
  businessSpecialisedFinance: "hero-specialised-equipment",
  personalisedPlates: "hero-plates",
  fines: "hero-fines",
  licences: "hero-licence",
  budgetingTool: "hero-budget-tool",
  fleetSolutions: "hero-fleet",
  leaseAgreements: "hero-lease",
  usedCarBuyingTips: "hero-used-car-check",
  arrearsPayments: "hero-arrears",
  findACar: "hero-find-a-car",
  solarFinance: "hero-solar",
  guaranteedFutureValue: "hero-future-value",
  blog: "hero-guide",
  // The legal template shows no picture; these are kept so every page has an entry (the blog and the
  // legal pages are never drawn with them).
  termsOfUse: "hero-guide",
  privacyNotice: "hero-guide",
  paiaManual: "hero-guide",
  cookieNotice: "hero-guide",
  complaints: "hero-guide",
};
