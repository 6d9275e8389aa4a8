import type { NavigationDefinition, RouteEntry } from "~/lib/site-definitions/navigation-definition";
import { brand } from "../brand";
import { sitePages, type PageKey } from "../site-pages";

/**
 * The brand's navigation as the header service publishes it on first start (§3 shape, three levels):
 * top menu items, their columns, and route entries with child links. Page links are built from the page
 * register, so a renamed page or path cannot leave a dead menu link; a unit test checks that every public
 * page is reachable from here.
 */

const pageLink = (key: PageKey, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  title: sitePages[key].title,
  path: `/${sitePages[key].path}`,
  tracking: sitePages[key].title,
  ...extra,
});

const external = (title: string, path: string): RouteEntry => ({ title, path, openNewWindow: true, tracking: title });

const { selfService } = brand;

export const umoyaNavigation: NavigationDefinition = {
  values: [
    {
      title: "Personal",
      path: "/",
      tags: ["personal", "vehicle finance", "car finance", "loans"],
      tracking: "Personal",
      nonNavigableRoutes: ["/personal-loans"],
      summary: "Finance for the car, bike or asset you want, and help with the account you have.",
      featured: {
        title: "What can you afford?",
        description: "Work out a monthly instalment that fits your budget before you apply.",
        path: `/${sitePages.budgetingTool.path}`,
        action: "Open the budgeting tool",
        tracking: "Featured: budgeting tool",
      },
      children: [
        {
          name: "Vehicle finance",
          routes: [
            pageLink("privateFinance", { description: "New or used, from a dealer or a private seller" }),
            pageLink("findACar", { description: "Browse cars and see what they cost a month" }),
            pageLink("buyingACar", { routes: [pageLink("usedCarBuyingTips"), pageLink("sellingPrivately")] }),
            pageLink("balloonPayments", { routes: [pageLink("guaranteedFutureValue")] }),
            pageLink("motorcycleFinance", { description: "Scooters, commuters and adventure bikes" }),
            pageLink("leisureAssetFinance", { description: "Caravans, boats and off-road campers" }),
          ],
        },
        {
          name: "Loans, cover and more",
          routes: [
            pageLink("cashpowerPersonalLoans", { description: "A personal loan paid back in fixed instalments" }),
            pageLink("insurance", { description: "Cover for your vehicle and your repayments" }),
            pageLink("solarFinance", { description: "Panels, inverters and batteries for home or business" }),
            pageLink("graduateFinance", { routes: [pageLink("graduateFinanceGuide")], hideChildrenMobile: false }),
            pageLink("islamicFinance", { description: "Shariah-compliant, with no interest charged" }),
            pageLink("specialisedFinance", { description: "Converted, imported, classic and adapted vehicles" }),
          ],
        },
        {
          name: "Your account",
          routes: [
            external("Login to Account Services", selfService.personalLogin),
            external("Register for Account Services", selfService.register),
            pageLink("arrearsPayments"),
            pageLink("fines"),
            pageLink("licences", { routes: [pageLink("personalisedPlates")] }),
          ],
        },
      ],
    },
    {
      title: "Business",
      path: "/business",
      tags: ["business", "asset finance", "fleet", "equipment"],
      tracking: "Business",
      summary: "Asset finance, fleets and leases for sole proprietors up to large corporates.",
      featured: {
        title: "Calculators for your business",
        description: "Estimate instalments on vehicles and equipment before you talk to us.",
        path: `/${sitePages.usefulTools.path}`,
        action: "See the calculators",
        tracking: "Featured: useful tools",
      },
      children: [
        {
          name: "Finance for business",
          routes: [
            pageLink("smallBusinessAssetFunding", {
              description: "Vehicles and equipment for growing businesses",
              routes: [pageLink("smallBusinessGuide")],
            }),
            pageLink("fleetSolutions", { description: "Finance and manage a fleet of vehicles" }),
            pageLink("leaseAgreements", { description: "Use an asset for a fixed monthly rental" }),
            pageLink("corporateIndustry", { description: "Structured finance for large businesses" }),
          ],
        },
        {
          name: "Specialised and Islamic finance",
          routes: [
            pageLink("businessSpecialisedFinance", { description: "Farm, medical and transport equipment" }),
            pageLink("islamicFinanceBusiness", { description: "Shariah-compliant funding for vehicles and equipment" }),
          ],
        },
        {
          name: "Business self-service",
          routes: [
            external("Business Account Services", selfService.businessLogin),
            external("Fleet portal login", selfService.fleetPortal),
          ],
        },
      ],
    },
    {
      title: "Tools and guides",
      path: "/useful-tools",
      tags: ["calculator", "tools", "guides", "budget"],
      tracking: "Tools and guides",
      summary: "Calculators and plain-language guides to plan your next vehicle.",
      featured: {
        title: "Estimate your instalment",
        description: "Enter a price, deposit and term to see a monthly figure in seconds.",
        path: `/${sitePages.usefulTools.path}#calculator`,
        action: "Calculate now",
        tracking: "Featured: instalment calculator",
      },
      children: [
        {
          name: "Work it out",
          routes: [
            pageLink("usefulTools", { description: "Instalment, affordability and other calculators" }),
            pageLink("budgetingTool", { description: "See what you can afford each month" }),
          ],
        },
        {
          name: "Guides",
          routes: [
            pageLink("vehicleFinanceGuide", { description: "How vehicle finance works, step by step" }),
            pageLink("buyingACar", { title: "Buying a car step by step", routes: [pageLink("usedCarBuyingTips")] }),
            pageLink("blog", { description: "Articles on buying, financing and licensing a vehicle" }),
          ],
        },
      ],
    },
    {
      title: `Why ${brand.name}`,
      path: `/${sitePages.why.path}`,
      tags: ["about", "switch", "dealers"],
      tracking: `Why ${brand.name}`,
      nonNavigableRoutes: [`/${brand.slug}-extra`],
      summary: `Who we are, why customers switch to ${brand.name}, and services for dealers.`,
      children: [
        {
          name: "About us",
          routes: [pageLink("why", { routes: [pageLink("switchTo")] })],
        },
        {
          name: "Dealers and partners",
          routes: [
            external("Dealer Self-Help", selfService.dealerSelfHelp),
            external("Wholesale Finance System", selfService.wholesaleFinanceSystem),
            external("Wholesale Finance System registration", selfService.wholesaleRegistration),
            external("Third Party Registration", selfService.thirdPartyRegistration),
            external("Third Party / Non-Bank Dealer Requests", selfService.thirdPartyDealerRequests),
          ],
        },
      ],
    },
  ],
};
