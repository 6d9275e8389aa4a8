import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "./breadcrumb-trail";
import { isExternalPath } from "~/lib/links/is-external-path";

describe("breadcrumbTrail", () => {
  it("is only Home on the home page", () => {
    expect(breadcrumbTrail("home")).toEqual([{ name: "Home", path: "/" }]);
  });

  it("starts with Home and ends with the page", () => {
    expect(breadcrumbTrail("business")).toEqual([
      { name: "Home", path: "/" },
      { name: "Finance for business", path: "/business" },
    ]);
  });

  it("follows the path hierarchy", () => {
    expect(breadcrumbTrail("smallBusinessGuide").map((crumb) => crumb.path)).toEqual([
      "/",
      "/business",
      "/small-business-asset-funding",
      "/small-business-asset-funding/small-business-guide",
    ]);
    expect(breadcrumbTrail("businessSpecialisedFinance").map((crumb) => crumb.path)).toEqual([
      "/",
      "/business",
      "/business/specialised-finance",
    ]);
  });

  it("follows a declared parent where the path is flat", () => {
    expect(breadcrumbTrail("graduateFinanceGuide").map((crumb) => crumb.path)).toEqual([
      "/",
      "/graduate-finance",
      "/graduate-finance-guide",
    ]);
  });

  it("puts each page under the page the menu lists it under", () => {
    const parentPath = (key: Parameters<typeof breadcrumbTrail>[0]) => breadcrumbTrail(key).at(-2)?.path;
    for (const key of ["fleetSolutions", "leaseAgreements", "corporateIndustry", "islamicFinanceBusiness"] as const)
      expect(parentPath(key)).toBe("/business");
    expect(parentPath("usedCarBuyingTips")).toBe("/buying-a-car");
    expect(parentPath("sellingPrivately")).toBe("/buying-a-car");
    expect(parentPath("guaranteedFutureValue")).toBe("/balloon-payments");
    expect(parentPath("personalisedPlates")).toBe("/licences");
  });
});

describe("isExternalPath", () => {
  it.each([
    ["https://example.org/x", true],
    ["http://example.org", true],
    ["HTTPS://EXAMPLE.ORG", true],
    ["www.umoyafinance.co.za/help", true],
    ["partner.com/login", true],
    ["/business", false],
    ["balloon-payments", false],
    ["/why-umoya/switch-to-umoya", false],
  ])("%s is external: %s", (path, expected) => {
    expect(isExternalPath(path)).toBe(expected);
  });
});
