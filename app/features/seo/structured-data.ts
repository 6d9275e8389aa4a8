import type { Brand } from "~/content/brand";
import type { SitePage } from "~/content/site-pages";
import type { Crumb } from "~/content/breadcrumb-trail";
import { isExternalPath } from "~/lib/links/is-external-path";
import { canonicalUrl } from "~/lib/seo/canonical-url";

/**
 * schema.org structured data (JSON-LD) built from what the page shows: the organisation on every page,
 * the breadcrumb trail, the FAQ and the product a page presents. Nothing here states a fact the visitor
 * cannot read on the page.
 */
export type JsonLdObject = { readonly "@context"?: string; readonly "@type": string } & Record<string, unknown>;

const CONTEXT = "https://schema.org";

export const organisationId = (origin: string) => `${origin}/#organisation`;

export function organisationData(brand: Brand, origin: string, sameAs: readonly string[] = []): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "FinancialService",
    "@id": organisationId(origin),
    name: brand.name,
    legalName: brand.legalName,
    url: `${origin}/`,
    logo: `${origin}${brand.logo.standard}`,
    image: `${origin}${brand.logo.standard}`,
    telephone: brand.contact.phoneHref.replace(/^tel:/, ""),
    email: brand.contact.email,
    address: { "@type": "PostalAddress", streetAddress: brand.contact.addressLine, addressCountry: "ZA" },
    areaServed: { "@type": "Country", name: "South Africa" },
    currenciesAccepted: "ZAR",
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function breadcrumbData(trail: readonly Crumb[], origin: string): JsonLdObject | null {
  if (trail.length <= 1) return null;
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: isExternalPath(crumb.path) ? crumb.path : canonicalUrl(origin, crumb.path),
    })),
  };
}

export function faqData(items: readonly { readonly question: string; readonly answer: string }[]): JsonLdObject | null {
  if (items.length === 0) return null;
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function productData(page: SitePage, origin: string): JsonLdObject | null {
  if (!page.product) return null;
  return {
    "@context": CONTEXT,
    "@type": page.product.type,
    name: page.title,
    description: page.description,
    category: page.product.category,
    url: canonicalUrl(origin, `/${page.path}`),
    provider: { "@id": organisationId(origin) },
    areaServed: { "@type": "Country", name: "South Africa" },
    ...(page.product.type === "LoanOrCredit" ? { currency: "ZAR" } : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: characters that could end the element or be
 * read as markup are escaped, so no text in the data can break out of it.
 */
export function serialiseJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
