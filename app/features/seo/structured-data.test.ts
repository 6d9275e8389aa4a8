import { describe, expect, it } from "vitest";
import { brand } from "~/content/brand";
import { sitePages } from "~/content/site-pages";
import { breadcrumbTrail } from "~/content/breadcrumb-trail";
import { breadcrumbData, faqData, organisationData, productData, serialiseJsonLd } from "./structured-data";

const origin = "https://www.umoya.example";

describe("structured data", () => {
  it("describes the organisation with the brand's own details", () => {
    expect(organisationData(brand, origin)).toMatchObject({
      "@type": "FinancialService",
      "@id": `${origin}/#organisation`,
      name: "Umoya Finance",
      url: `${origin}/`,
      telephone: "+27860866692",
    });
  });

  it("lists the breadcrumb trail with canonical addresses, and nothing for home", () => {
    expect(breadcrumbData(breadcrumbTrail("smallBusinessGuide"), origin)).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: `${origin}/` },
        { position: 2, name: "Finance for business", item: `${origin}/business/` },
        { position: 3, name: "Small business asset funding", item: `${origin}/small-business-asset-funding/` },
        {
          position: 4,
          name: "Small business finance guide",
          item: `${origin}/small-business-asset-funding/small-business-guide/`,
        },
      ],
    });
    expect(breadcrumbData(breadcrumbTrail("home"), origin)).toBeNull();
  });

  it("turns FAQ items into questions and answers", () => {
    expect(faqData([{ question: "Q?", answer: "A." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
    expect(faqData([])).toBeNull();
  });

  it("describes product pages and only those", () => {
    expect(productData(sitePages.cashpowerPersonalLoans, origin)).toMatchObject({
      "@type": "LoanOrCredit",
      name: "CashPower personal loans",
      currency: "ZAR",
      provider: { "@id": `${origin}/#organisation` },
    });
    expect(productData(sitePages.islamicFinance, origin)).toMatchObject({ "@type": "FinancialProduct" });
    expect(productData(sitePages.islamicFinance, origin)).not.toHaveProperty("currency");
    expect(productData(sitePages.fines, origin)).toBeNull();
  });

  it("serialises so that no text can close the script element", () => {
    const json = serialiseJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script> & \u2028" });
    expect(json).not.toContain("</script");
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ "@type": "Thing", name: "</script><script>alert(1)</script> & \u2028" });
  });
});
