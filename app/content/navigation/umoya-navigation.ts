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
      children: [
        {
          name: "Vehicle finance",
          routes: [
            pageLink("privateFinance", { groupName: "Finance a car", groupLink: "/private-finance" }),
            pageLink("findACar"),
            pageLink("buyingACar", { routes: [pageLink("usedCarBuyingTips"), pageLink("sellingPrivately")] }),
            pageLink("balloonPayments", { routes: [pageLink("guaranteedFutureValue")] }),
            pageLink("motorcycleFinance"),
            pageLink("leisureAssetFinance"),
          ],
        },
        {
          name: "Loans, cover and more",
          routes: [
            pageLink("cashpowerPersonalLoans"),
            pageLink("insurance"),
            pageLink("solarFinance"),
            pageLink("graduateFinance", { routes: [pageLink("graduateFinanceGuide")], hideChildrenMobile: false }),
            pageLink("islamicFinance"),
            pageLink("specialisedFinance"),
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
      children: [
        {
          name: "Finance for business",
          routes: [
            pageLink("smallBusinessAssetFunding", { routes: [pageLink("smallBusinessGuide")] }),
            pageLink("fleetSolutions"),
            pageLink("leaseAgreements"),
            pageLink("corporateIndustry"),
          ],
        },
        {
          name: "Specialised and Islamic finance",
          routes: [pageLink("businessSpecialisedFinance"), pageLink("islamicFinanceBusiness")],
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
      children: [
        {
          name: "Work it out",
          routes: [pageLink("usefulTools"), pageLink("budgetingTool")],
        },
        {
          name: "Guides",
          routes: [
            pageLink("vehicleFinanceGuide"),
            pageLink("buyingACar", { title: "Buying a car step by step", routes: [pageLink("usedCarBuyingTips")] }),
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
