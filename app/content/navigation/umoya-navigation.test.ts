import { describe, expect, it } from "vitest";
import { footerDefinitionSchema } from "~/lib/site-definitions/footer-definition";
import { navigationDefinitionSchema, type RouteEntry } from "~/lib/site-definitions/navigation-definition";
import { legalPageKeys, sitePages, type SitePage } from "../site-pages";
import { umoyaFooter } from "./umoya-footer";
import { umoyaNavigation } from "./umoya-navigation";

const pathsIn = (routes: readonly RouteEntry[]): string[] =>
  routes.flatMap((route) => [route.path, ...pathsIn(route.routes ?? [])]);

describe("the seeded navigation and footer", () => {
  it("pass the schemas the services validate publishing with", () => {
    expect(navigationDefinitionSchema.safeParse(umoyaNavigation).success).toBe(true);
    expect(footerDefinitionSchema.safeParse(umoyaFooter).success).toBe(true);
  });

  it("reach every public page of the site from the menu, or the legal pages from the footer", () => {
    const reachable = new Set([
      ...umoyaNavigation.values.flatMap((item) => [
        item.path,
        ...item.children.flatMap((column) => pathsIn(column.routes)),
      ]),
      ...(umoyaFooter.legalItems ?? []).map((item) => item.url),
    ]);
    const unreachable = Object.values<SitePage>(sitePages)
      .filter((page) => page.indexable !== false)
      .map((page) => `/${page.path}`)
      .filter((path) => !reachable.has(path));
    expect(unreachable).toEqual([]);
  });

  it("carry three levels: items, columns, and routes with child links", () => {
    const nested = umoyaNavigation.values.flatMap((item) =>
      item.children.flatMap((column) => column.routes.filter((route) => (route.routes ?? []).length > 0)),
    );
    expect(nested.length).toBeGreaterThan(3);
  });

  it("give every link of a column that describes its links a description or child links, so the menu reads evenly", () => {
    const bare = umoyaNavigation.values.flatMap((item) =>
      item.children
        .filter((column) => column.routes.some((route) => route.description))
        .flatMap((column) =>
          column.routes
            .filter((route) => !route.description && (route.routes ?? []).length === 0)
            .map((route) => `${item.title} > ${column.name} > ${route.title}`),
        ),
    );
    expect(bare).toEqual([]);
  });

  it("link the external login and self-service pages in a new window", () => {
    const externals = umoyaNavigation.values.flatMap((item) =>
      item.children.flatMap((column) => column.routes.filter((route) => route.path.startsWith("https://"))),
    );
    expect(externals.length).toBeGreaterThanOrEqual(9);
    expect(externals.every((route) => route.openNewWindow === true)).toBe(true);
  });

  it("link the footer's POPIA, PAIA, cookie and complaints lines to the legal pages of this site, in the same tab", () => {
    const legal = umoyaFooter.legalItems ?? [];
    expect(legal.map((item) => item.description).join(" | ")).toMatch(/POPIA.*PAIA manual.*Cookie notice.*Complaints/);
    const legalPaths = new Set(legalPageKeys.map((key) => `/${sitePages[key].path}`));
    for (const item of legal) {
      expect(legalPaths.has(item.url), item.url).toBe(true);
      expect(item.openNewWindow).toBeFalsy();
    }
  });
});
