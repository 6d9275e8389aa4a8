import { brand, brandPaths } from "./brand";

/**
 * The register of the site's pages: the one place that names each page's path, title and description
 * (its search tags sit beside it in page-search-tags.ts, keyed by the same page keys). The route table,
 * the document head, the breadcrumbs, the search index and the sitemap all read it, so a page is
 * described once.
 */
export interface SitePage {
  /** Path without the leading slash; "" is home. */
  readonly path: string;
  /** Page name: document title ("<title> | Umoya Finance"), breadcrumb and search result. */
  readonly title: string;
  /** Meta description, 70 to 160 characters. */
  readonly description: string;
  /**
   * Key of the page this one sits under in the breadcrumb trail, when its path does not say so. (A plain
   * string, because PageKey is derived from this register; a unit test checks every parent exists.)
   */
  readonly parent?: string;
  /**
   * "static" pages never read the query string, so an address with one is answered with the page's one
   * rendered copy; "server" pages read it (calculators, forms), so an address with one renders per request.
   * Either way the server renders a page once per content version and keeps it (server/web/pages.ts).
   */
  readonly rendering: "static" | "server";
  /** Shown in test and catalogue pages only; kept out of the sitemap and search. */
  readonly indexable?: false;
  /**
   * For pages that present a product: its schema.org type and category, for the page's structured data.
   * LoanOrCredit where interest is charged; FinancialProduct otherwise (Islamic finance, leases, insurance).
   */
  readonly product?: { readonly type: "LoanOrCredit" | "FinancialProduct"; readonly category: string };
  /**
   * How the page is laid out (see PageTemplate); pageTemplate() gives the default when it is not set: a
   * product page for pages that present a product, plain long-form for the legal section, a guide otherwise.
   */
  readonly template?: PageTemplate;
}

/**
 * The layouts a page can take, by what the visitor came for:
 * - product: what the product costs and who qualifies at a glance, a primary action above the fold;
 * - guide: long reading, with a table of contents that follows the reader and related guides;
 * - tool: the calculator first, the explanation after it;
 * - legal: plain long-form text.
 */
export type PageTemplate = "product" | "guide" | "tool" | "legal";

const definePages = <const T extends Record<string, SitePage>>(pages: T) => pages;

/** The pages of spec §2.1. */
const productPages = definePages({
  home: {
    path: "",
    title: "Vehicle and asset finance",
    description: `${brand.name} finances cars, bakkies, motorcycles, solar systems and business assets in South Africa. Work out what you can afford and ask us to call you back.`,
    rendering: "server",
    template: "product",
  },
  business: {
    path: "business",
    title: "Finance for business",
    description:
      "Vehicle, equipment and fleet finance for South African companies, with instalment sale, lease and rental options structured around your cash flow.",
    rendering: "static",
    product: { type: "FinancialProduct", category: "Business asset finance" },
  },
  smallBusinessAssetFunding: {
    path: "small-business-asset-funding",
    parent: "business",
    title: "Small business asset funding",
    description:
      "Fund the bakkie, trailer, truck or equipment your small business needs, paying it off over up to six years while the asset earns its keep.",
    rendering: "static",
    product: { type: "LoanOrCredit", category: "Small business asset finance" },
  },
  smallBusinessGuide: {
    path: "small-business-asset-funding/small-business-guide",
    title: "Small business finance guide",
    description:
      "A plain-language guide for small business owners on applying for asset finance: documents, affordability, deposits and choosing a repayment term.",
    rendering: "static",
  },
  balloonPayments: {
    path: "balloon-payments",
    title: "Balloon payments",
    description:
      "How a balloon (residual) payment lowers your monthly instalment, what it costs in interest, and how to plan for the lump sum at the end of your agreement.",
    rendering: "server",
    product: { type: "LoanOrCredit", category: "Vehicle finance with a balloon payment" },
  },
  cashpowerPersonalLoans: {
    path: "cashpower-personal-loans",
    title: "CashPower personal loans",
    description:
      "A fixed-term personal loan for any personal need, repaid in fixed monthly instalments, with the rate, every fee and the full cost shown upfront.",
    rendering: "server",
    product: { type: "LoanOrCredit", category: "Personal loan" },
  },
  sharpSpringExample: {
    path: "sharp-spring-example",
    title: "Marketing form example",
    description: "Test page showing the marketing form embed area working with the site's own call-me-back form.",
    rendering: "static",
    indexable: false,
  },
  testing: {
    path: "testing",
    title: "Widget catalogue",
    description:
      "Test page listing every interface widget of the site in each of its states, for browser tests and reviewers.",
    rendering: "static",
    indexable: false,
  },
  insurance: {
    path: "insurance",
    title: "Vehicle and credit insurance",
    description:
      "Comprehensive cover, credit life, shortfall (GAP) and scratch-and-dent insurance explained, including what the law requires when you finance a vehicle.",
    rendering: "static",
    // It explains kinds of cover rather than selling one: read as a guide.
    template: "guide",
    product: { type: "FinancialProduct", category: "Vehicle and credit insurance" },
  },
  corporateIndustry: {
    path: "corporate-industry",
    parent: "business",
    title: "Corporate and industry finance",
    description:
      "Structured asset finance for large corporates and industries such as mining, agriculture, logistics and construction, from yellow metal to rolling stock.",
    rendering: "static",
    product: { type: "FinancialProduct", category: "Corporate asset finance" },
  },
  privateFinance: {
    path: "private-finance",
    title: "Private vehicle finance",
    description:
      "Finance your next car through a dealer or a private seller, with a personal quote based on your affordability and a term of up to 96 months.",
    rendering: "server",
    product: { type: "LoanOrCredit", category: "Vehicle finance" },
  },
  sellingPrivately: {
    path: "selling-privately",
    parent: "buyingACar",
    title: "Selling your car privately",
    description:
      "Sell your car to a private buyer safely: settling your finance, transferring ownership on eNaTIS, avoiding payment fraud and handing over the papers.",
    rendering: "static",
  },
  leisureAssetFinance: {
    path: "leisure-asset-finance",
    title: "Leisure asset finance",
    description:
      "Finance a caravan, boat, jet ski, trailer or off-road camper with a repayment plan that fits your budget and the season you want to enjoy it in.",
    rendering: "server",
    product: { type: "LoanOrCredit", category: "Leisure asset finance" },
  },
  islamicFinance: {
    path: "islamic-finance",
    title: "Islamic vehicle finance",
    description:
      "Shariah-compliant vehicle finance with no interest: we sell you the vehicle for its price plus a fixed profit agreed up front, paid in fixed instalments.",
    rendering: "static",
    product: { type: "FinancialProduct", category: "Shariah-compliant vehicle finance" },
  },
  islamicFinanceBusiness: {
    path: "islamic-finance-business",
    parent: "business",
    title: "Islamic finance for business",
    description:
      "Shariah-compliant asset finance for businesses: profit-based, asset-backed funding for vehicles and equipment without interest.",
    rendering: "static",
    product: { type: "FinancialProduct", category: "Shariah-compliant business asset finance" },
  },
  graduateFinance: {
    path: "graduate-finance",
    title: "Graduate vehicle finance",
    description:
      "Your first car on your first salary: vehicle finance for recent graduates with a qualification and a permanent job offer, even with a thin credit record.",
    rendering: "static",
    product: { type: "LoanOrCredit", category: "Vehicle finance for graduates" },
  },
  graduateFinanceGuide: {
    path: "graduate-finance-guide",
    title: "Graduate finance guide",
    description:
      "What graduates need to apply for vehicle finance, how lenders judge a new salary, and how to build a credit record that serves you for years.",
    parent: "graduateFinance",
    rendering: "static",
  },
  usefulTools: {
    path: "useful-tools",
    title: "Useful tools and calculators",
    description:
      "Calculators and tools to plan your vehicle finance: instalments, affordability, balloon payments, personal loans and your monthly budget.",
    rendering: "server",
    template: "tool",
  },
  motorcycleFinance: {
    path: "motorcycle-finance",
    title: "Motorcycle finance",
    description:
      "Finance a new or used motorcycle or scooter, from a commuter bike to an adventure tourer, with protective gear included in the deal where the dealer allows.",
    rendering: "server",
    product: { type: "LoanOrCredit", category: "Motorcycle finance" },
  },
  why: {
    path: brandPaths.why,
    title: `Why ${brand.name}`,
    description: `Why South African drivers and businesses choose ${brand.name}: clear quotes, responsible lending, online account services and people who answer the phone.`,
    rendering: "static",
  },
  switchTo: {
    path: brandPaths.switchTo,
    title: `Switch to ${brand.name}`,
    description: `Move your existing vehicle finance to ${brand.name}: how refinancing works, what it costs to settle your current agreement, and when switching saves money.`,
    rendering: "static",
    product: { type: "LoanOrCredit", category: "Vehicle refinance" },
  },
  vehicleFinanceGuide: {
    path: "vehicle-finance-guide",
    title: "Vehicle finance guide",
    description:
      "Financing a vehicle in South Africa explained: instalment sale agreements, interest, deposits, balloons, fees and your rights under the National Credit Act.",
    rendering: "static",
  },
  buyingACar: {
    path: "buying-a-car",
    title: "Buying a car",
    description:
      "Step by step through buying a car: setting a budget, getting pre-approved, choosing new or used, checking the paperwork and signing the deal.",
    rendering: "server",
  },
  specialisedFinance: {
    path: "specialised-finance",
    title: "Specialised finance",
    description:
      "Finance for vehicles and assets that need a tailored deal: converted vehicles, imported cars, classic cars and vehicles adapted for people with disabilities.",
    rendering: "static",
    product: { type: "LoanOrCredit", category: "Specialised vehicle finance" },
  },
  businessSpecialisedFinance: {
    path: "business/specialised-finance",
    title: "Specialised finance for business",
    description:
      "Tailored asset finance for specialised business equipment: agricultural machinery, medical equipment, buses, refrigerated trucks and trailers.",
    rendering: "static",
    product: { type: "LoanOrCredit", category: "Specialised business equipment finance" },
  },
  personalisedPlates: {
    path: "personalised-plates",
    parent: "licences",
    title: "Personalised number plates",
    description:
      "How to apply for personalised or specific number plates in South Africa, where to check your province's fee, and how the number moves when you sell.",
    rendering: "static",
  },
  fines: {
    path: "fines",
    title: "Traffic fines",
    description:
      "How to check for and pay traffic fines, what AARTO means for you, and why a financed vehicle's fines are still the driver's responsibility.",
    rendering: "static",
  },
  licences: {
    path: "licences",
    title: "Vehicle licence renewal",
    description:
      "Renew your vehicle licence disc on time: where and how to renew through eNaTIS, what you need, penalties for late renewal, and licensing a financed car.",
    rendering: "static",
  },
  budgetingTool: {
    path: "budgeting-tool",
    title: "Online budgeting tool",
    description:
      "Add up your income and monthly expenses to see what you have left over for a vehicle's instalment, insurance and running costs.",
    rendering: "server",
    template: "tool",
  },
  fleetSolutions: {
    path: "fleet-solutions",
    parent: "business",
    title: "Fleet solutions",
    description:
      "Finance, manage and track a business fleet: full maintenance leasing, fuel cards, fleet reporting and an online fleet portal for fleet managers.",
    rendering: "static",
    product: { type: "FinancialProduct", category: "Fleet finance and management" },
  },
  leaseAgreements: {
    path: "lease-agreements",
    parent: "business",
    title: "Lease agreements",
    description:
      "Compare an instalment sale with a financial or operating lease, and see which vehicle or equipment lease suits your tax position and cash flow.",
    rendering: "static",
    product: { type: "FinancialProduct", category: "Vehicle and equipment leasing" },
  },
  usedCarBuyingTips: {
    path: "used-car-buying-tips",
    parent: "buyingACar",
    title: "Used car buying tips",
    description:
      "Checks to make before buying a used car: service history, roadworthy certificate, VIN and engine numbers, finance settlement and a test drive checklist.",
    rendering: "static",
  },
  arrearsPayments: {
    path: "arrears-payments",
    title: "Arrears and missed payments",
    description:
      "Behind on your vehicle instalment? Your options, how to make an arrangement with us, and what the National Credit Act says about arrears and repossession.",
    rendering: "static",
  },
  findACar: {
    path: "find-a-car",
    title: "Find a car",
    description:
      "Search cars and bakkies for sale at dealers across South Africa, with an example monthly instalment on every car, then finance the one you choose.",
    rendering: "server",
    template: "tool",
  },
  solarFinance: {
    path: "solar-finance",
    title: "Solar finance",
    description:
      "Finance a solar power, battery and inverter system for your home or business, and weigh the instalment against what you save on electricity and load shedding.",
    rendering: "server",
    product: { type: "LoanOrCredit", category: "Solar energy finance" },
  },
  guaranteedFutureValue: {
    path: "guaranteed-future-value",
    parent: "balloonPayments",
    title: "Guaranteed future value",
    description:
      "Lower monthly payments with a guaranteed future value: know today what your car will be worth at the end of the term, then keep, trade in or return it.",
    rendering: "server",
    product: { type: "LoanOrCredit", category: "Vehicle finance with a guaranteed future value" },
  },
});

/**
 * The legal section, under /legal: what the law asks a credit provider and a financial services provider
 * to publish. The footer's legal links and the cookie notice point here. (No /legal index page: every
 * page of the register costs the first visit some JavaScript, and the footer lists the five.)
 */
const legalPages = definePages({
  termsOfUse: {
    path: "legal/terms-of-use",
    title: "Terms of use",
    description: `The terms of use of the ${brand.name} website and its calculators, and our NCR and FSP numbers.`,
    rendering: "static",
  },
  privacyNotice: {
    path: "legal/privacy-notice",
    title: "Privacy notice (POPIA)",
    description: "What personal information this website collects, why, for how long, and your POPIA rights.",
    // Rendered per request: it states the lead retention period the server is configured with.
    rendering: "server",
  },
  paiaManual: {
    path: "legal/paia-manual",
    title: "PAIA manual",
    description: "How to ask us for records under PAIA: the records we hold, the request form and the fees.",
    rendering: "static",
  },
  cookieNotice: {
    path: "legal/cookie-notice",
    title: "Cookie notice",
    description: "Every cookie and storage item this website sets, what it is for and how long it lasts.",
    rendering: "static",
  },
  complaints: {
    path: "legal/complaints",
    title: "Complaints and disputes",
    description: "How to complain to us, how soon we answer, and the ombud schemes and regulators that can help.",
    rendering: "static",
  },
});

/** The blog's index: its posts newest first, paged with ?page=; each post has its own page at /blog/<slug>. */
const blogPages = definePages({
  blog: {
    path: "blog",
    title: "News and guides",
    description: `Articles from ${brand.name} on buying, financing, insuring and licensing a vehicle in South Africa, newest first.`,
    // Rendered per page of posts: ?page= picks one (the server keeps each page's copy, see server/web/pages.ts).
    rendering: "server",
  },
});

export const sitePages = definePages({ ...productPages, ...blogPages, ...legalPages });

/** Paths whose `?page=<n>` picks a page of a list: the server caches each such page like a page of its own. */
export const PAGED_PATHS: readonly string[] = [`/${blogPages.blog.path}`];

/** The page's template: its own choice, or the default for its kind (see SitePage.template). */
export function pageTemplate(page: SitePage): PageTemplate {
  if (page.template) return page.template;
  if (page.product) return "product";
  return page.path.startsWith("legal/") ? "legal" : "guide";
}

export type PageKey = keyof typeof sitePages;

export type LegalPageKey = keyof typeof legalPages;

/** The pages of the legal section, in the order the hub and the footer list them. */
export const legalPageKeys = Object.keys(legalPages) as LegalPageKey[];

export function isLegalPageKey(key: string): key is LegalPageKey {
  return Object.hasOwn(legalPages, key);
}

export const pageKeys = Object.keys(sitePages) as PageKey[];

export function isPageKey(key: string): key is PageKey {
  return Object.hasOwn(sitePages, key);
}

/** The page registered at a path (no leading slash, no trailing slash), or undefined. */
export function findPageByPath(path: string): SitePage | undefined {
  return Object.values<SitePage>(sitePages).find((page) => page.path === path);
}

/** Paths of the pages that never read the query string ("static" above). */
export function staticPagePaths(): string[] {
  return Object.values<SitePage>(sitePages)
    .filter((page) => page.rendering === "static")
    .map((page) => `/${page.path}`);
}

export const GRADUATE_FINANCE_PAGES: readonly PageKey[] = ["graduateFinance", "graduateFinanceGuide"];

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, "") || "/";
const keepScrollPaths: ReadonlySet<string> = new Set(GRADUATE_FINANCE_PAGES.map((key) => `/${sitePages[key].path}`));

/**
 * §2.1: whether following a link from one path to another keeps the window where it is: only between the
 * graduate-finance pages. Every other navigation starts the next page at the top.
 */
export function keepsScrollPosition(fromPath: string, toPath: string): boolean {
  return keepScrollPaths.has(withoutTrailingSlash(fromPath)) && keepScrollPaths.has(withoutTrailingSlash(toPath));
}
