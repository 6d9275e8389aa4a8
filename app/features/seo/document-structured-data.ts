import type { EntryContext } from "react-router";
import { brand } from "~/content/brand";
import { vehicleImage } from "~/content/vehicle-images";
import type { PageContent } from "~/content/page-content";
import { sitePages, type PageKey } from "~/content/site-pages";
import { withLiveFigures, type LiveFigures } from "~/content/live-figures";
import { breadcrumbTrail, type Crumb } from "~/content/breadcrumb-trail";
import { isPageHandle, isRouteTrailHandle } from "~/content/page-handle";
import { carData } from "./vehicle-structured-data";
import type { Vehicle } from "~/lib/vehicles/vehicle-facts";
import {
  breadcrumbData,
  faqData,
  organisationData,
  productData,
  serialiseJsonLd,
  type JsonLdObject,
} from "./structured-data";

// Every content page's copy, by page key, for its FAQ. Read on the server only: the browser never needs
// structured data, so none of this reaches the page's JavaScript.
const contentModules = import.meta.glob<{ content?: PageContent }>(["../../content/pages/**/*.ts", "!**/*.test.ts"], {
  eager: true,
});
const contentByPage = new Map<PageKey, PageContent>(
  Object.values(contentModules).flatMap((module) => (module.content ? [[module.content.page, module.content]] : [])),
);

/** Structured data of routes that show a record from the database, built from their loader data, by route id. */
const recordStructuredData: Readonly<Record<string, (loaderData: unknown, origin: string) => JsonLdObject | null>> = {
  "find-a-car-car": (loaderData, origin) => {
    const vehicle = (loaderData as { vehicle?: Vehicle } | undefined)?.vehicle;
    return vehicle ? carData(vehicle, origin, vehicleImage(vehicle.bodyType, vehicle.colour).src) : null;
  },
};

interface DocumentRoute {
  readonly page?: PageKey;
  /** The live figures the page's copy names, from its loader (app/content/live-figures.ts). */
  readonly figures?: LiveFigures;
  readonly trail: readonly Crumb[];
  readonly record?: JsonLdObject | null;
}

/** The registered page, or the trail a non-page route gives itself, of the deepest route that names one. */
function documentRoute(context: EntryContext, origin: string): DocumentRoute {
  const { matches, loaderData, errors } = context.staticHandlerContext;
  if (errors) return { trail: [] };
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const id = matches[index]?.route.id ?? "";
    const handle: unknown = context.routeModules[id]?.handle;
    if (isPageHandle(handle)) {
      const figures = (loaderData[id] as { figures?: LiveFigures } | undefined)?.figures;
      return { page: handle.page, trail: breadcrumbTrail(handle.page), figures };
    }
    if (isRouteTrailHandle(handle)) {
      const record = recordStructuredData[id]?.(loaderData[id], origin) ?? null;
      return { trail: handle.trail(loaderData[id]) ?? [], record };
    }
  }
  return { trail: [] };
}

/**
 * The schema.org structured data (JSON-LD) of a rendered document, as the text of a
 * `<script type="application/ld+json">`: the organisation on every page, the breadcrumb trail, and a
 * page's product and FAQ, or the record (a car for sale) a route shows. Built on the server from the same register and copy the page is rendered from.
 */
export function documentStructuredData(context: EntryContext, origin: string): string {
  const route = documentRoute(context, origin);
  const page = route.page ? sitePages[route.page] : undefined;
  const content = route.page ? contentByPage.get(route.page) : undefined;
  // The FAQ as the page shows it, its live figures filled in.
  const faqItems = (content ? withLiveFigures(content, route.figures).sections : []).flatMap((section) =>
    section.kind === "faq" ? section.items : [],
  );
  const data = [
    organisationData(brand, origin),
    breadcrumbData(route.trail, origin),
    page ? productData(page, origin) : null,
    faqData(faqItems),
    route.record ?? null,
  ].filter((item): item is JsonLdObject => item !== null);
  return serialiseJsonLd(data.length === 1 ? data[0]! : data);
}
