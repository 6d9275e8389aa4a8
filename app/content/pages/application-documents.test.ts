import { describe, expect, it } from "vitest";
import { GRADUATE_DOCUMENTS } from "./application-documents";
import { content as graduateFinance } from "./graduate-finance";
import { content as graduateGuide } from "./graduate-finance-guide";

describe("the graduate finance documents", () => {
  const criteria = graduateFinance.sections.find((section) => section.id === "criteria");

  it("match the criteria: a South African citizen or permanent resident starting a permanent job", () => {
    expect(criteria && "items" in criteria ? criteria.items : []).toEqual(
      expect.arrayContaining([expect.stringMatching(/South African citizen or permanent resident/)]),
    );
    const list = GRADUATE_DOCUMENTS.join("\n");
    // Only a South African ID: a passport and work permit is for foreign nationals, whom the criteria exclude.
    expect(list).not.toMatch(/passport|work permit/i);
    expect(list).toMatch(/South African ID/);
    // A first payslip may still be pending: no three months' payslips, and the contract or offer stands in.
    expect(list).not.toMatch(/three months' payslips/i);
    expect(list).toMatch(/employment contract or signed offer of permanent employment/);
  });

  it("are the same on the product page and in the guide", () => {
    const glance = graduateFinance.sections.find((section) => section.kind === "at-a-glance");
    const guide = graduateGuide.sections.find((section) => section.id === "documents");
    expect(glance && "documents" in glance ? glance.documents : []).toEqual([...GRADUATE_DOCUMENTS]);
    expect(guide && "items" in guide ? guide.items : []).toEqual([...GRADUATE_DOCUMENTS]);
  });
});
