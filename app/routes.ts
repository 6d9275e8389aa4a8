import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { brandPaths } from "./content/brand";
import type { redirects } from "./content/redirects";
import { sitePages, type PageKey } from "./content/site-pages";

// The route table of spec §2.1, line by line. Paths come from the page register (app/content/site-pages.ts),
// so the brand slug renames the why-/switch-to-/-extra routes in one place. Letter case matters: other
// spellings of a page reach the not-found route, which redirects them to the page.
const page = (key: PageKey, file: string) =>
  route(sitePages[key].path, `routes/${file}.tsx`, { id: `page-${key}`, caseSensitive: true });

const redirect = (from: keyof typeof redirects) =>
  route(from, "routes/redirect.tsx", { id: `redirect-${from}`, caseSensitive: true });

export default [
  index("routes/home.tsx", { id: "page-home" }),
  page("business", "business"),
  page("smallBusinessAssetFunding", "small-business-asset-funding"),
  page("smallBusinessGuide", "small-business-asset-funding--small-business-guide"),
  page("balloonPayments", "balloon-payments"),
  page("cashpowerPersonalLoans", "cashpower-personal-loans"),
  redirect("personal-loans"),
  page("sharpSpringExample", "sharp-spring-example"),
  page("testing", "testing"),
  page("insurance", "insurance"),
  page("corporateIndustry", "corporate-industry"),
  page("privateFinance", "private-finance"),
  page("sellingPrivately", "selling-privately"),
  page("leisureAssetFinance", "leisure-asset-finance"),
  page("islamicFinance", "islamic-finance"),
  page("islamicFinanceBusiness", "islamic-finance-business"),
  page("graduateFinance", "graduate-finance"),
  page("graduateFinanceGuide", "graduate-finance-guide"),
  page("usefulTools", "useful-tools"),
  page("motorcycleFinance", "motorcycle-finance"),
  page("why", "why-brand"),
  page("switchTo", "why-brand--switch-to-brand"),
  redirect(brandPaths.extra),
  page("vehicleFinanceGuide", "vehicle-finance-guide"),
  page("buyingACar", "buying-a-car"),
  page("specialisedFinance", "specialised-finance"),
  page("businessSpecialisedFinance", "business--specialised-finance"),
  page("personalisedPlates", "personalised-plates"),
  page("fines", "fines"),
  page("licences", "licences"),
  page("budgetingTool", "budgeting-tool"),
  page("fleetSolutions", "fleet-solutions"),
  page("leaseAgreements", "lease-agreements"),
  page("usedCarBuyingTips", "used-car-buying-tips"),
  page("arrearsPayments", "arrears-payments"),
  page("findACar", "find-a-car"),
  // A car for sale (not a page of §2.1): /find-a-car/<listing id>-<words>.
  route("find-a-car/:vehicle", "routes/find-a-car--car.tsx", { id: "find-a-car-car", caseSensitive: true }),
  page("solarFinance", "solar-finance"),
  page("guaranteedFutureValue", "guaranteed-future-value"),
  redirect("home"),
  // The legal section (not pages of §2.1): what a credit provider must publish.
  page("termsOfUse", "legal--terms-of-use"),
  page("privacyNotice", "legal--privacy-notice"),
  page("paiaManual", "legal--paia-manual"),
  page("cookieNotice", "legal--cookie-notice"),
  page("complaints", "legal--complaints"),
  // Lead capture and the blog (not pages of §2.1).
  route("call-me-back", "routes/call-me-back.tsx", { id: "call-me-back" }),
  // The online finance application: six steps, the affordability estimate, the confirmation and the status.
  route("apply", "routes/apply.tsx", { id: "apply", caseSensitive: true }, [
    index("routes/apply--deal.tsx", { id: "apply-deal" }),
    route("about-you", "routes/apply--about-you.tsx", { id: "apply-about-you", caseSensitive: true }),
    route("work-and-income", "routes/apply--work-and-income.tsx", { id: "apply-work-and-income", caseSensitive: true }),
    route("spending", "routes/apply--spending.tsx", { id: "apply-spending", caseSensitive: true }),
    route("affordability", "routes/apply--affordability.tsx", { id: "apply-affordability", caseSensitive: true }),
    route("documents", "routes/apply--documents.tsx", { id: "apply-documents", caseSensitive: true }),
    route("check", "routes/apply--check.tsx", { id: "apply-check", caseSensitive: true }),
    route("confirmation", "routes/apply--confirmation.tsx", { id: "apply-confirmation", caseSensitive: true }),
    route("status", "routes/apply--status.tsx", { id: "apply-status", caseSensitive: true }),
  ]),
  page("blog", "blog-index"),
  route("blog/:slug", "routes/blog-post.tsx", { id: "blog-post" }),
  // What the service worker shows for a page it has no copy of while the visitor is offline.
  route("offline", "routes/offline.tsx", { id: "offline" }),
  // Stable addresses of the drawings, which blog posts keep: each redirects to this build's hashed file.
  route("images/:file", "routes/image-file.ts", { id: "image-file" }),
  // Search-engine files (not pages of §2.1).
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
