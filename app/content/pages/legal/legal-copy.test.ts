import { describe, expect, it } from "vitest";
import { AGREEMENT_CAPS } from "~/lib/finance/credit-regulations";
import { representativeExample } from "~/lib/finance/personal-loan";
import { formatRand } from "~/lib/format/currency";
import { formatGroupedNumber } from "~/lib/format/grouped-number";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";
import { brand, registrationLine } from "~/content/brand";
import type { PageContent } from "~/content/page-content";
import { legalPageKeys, sitePages } from "~/content/site-pages";
import { content as cashPower } from "~/content/pages/cashpower-personal-loans";
import { privacyNoticeContent } from "./privacy-notice";

// Every legal page's copy module, found by file name, so a new legal page cannot skip these checks.
const modules = import.meta.glob<{ content?: PageContent }>("./*.ts", { eager: true });
const contents = Object.values(modules)
  .map((module) => module.content)
  .filter((content): content is PageContent => content !== undefined);

const NOT_COPY = new Set(["kind", "id", "page", "style", "tone", "hash", "href", "related"]);

function copyOf(value: unknown, key = ""): string[] {
  if (NOT_COPY.has(key)) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => copyOf(item));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => copyOf(item, name));
  return [];
}

const words = (content: PageContent) =>
  copyOf({ hero: content.hero, sections: content.sections })
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;

const text = (content: PageContent) => copyOf(content).join("\n");

/** A whole number of rands as the copy writes it: "R 1 050". */
const rands = (amount: number) => `R ${formatGroupedNumber(amount).replaceAll(",", " ")}`;

const PLACEHOLDER =
  /\b(lorem|ipsum|dolor sit|coming soon|todo|tbd|tbc|placeholder|xxx+|dummy text|insert .* here|under construction|\[[a-z ]+\])\b/i;

describe("legal page copy", () => {
  it("has a copy module for every page of the legal section", () => {
    expect(contents.map((content) => content.page).sort()).toEqual([...legalPageKeys].sort());
  });

  it.each(contents.map((content) => [content.page, content] as const))(
    "%s is written in full: at least 300 words, no placeholder, a heading and related pages",
    (key, content) => {
      expect(words(content)).toBeGreaterThanOrEqual(300);
      expect(text(content)).not.toMatch(PLACEHOLDER);
      expect(content.hero.heading.length).toBeGreaterThan(10);
      expect(content.related.length).toBeGreaterThan(0);
      expect(content.related).not.toContain(key);
      expect(content.sections.some((section) => section.kind === "call-me-back")).toBe(false);
    },
  );

  it("states the registration line from the brand configuration on the terms of use", () => {
    const terms = contents.find((content) => content.page === "termsOfUse")!;
    expect(text(terms)).toContain(registrationLine);
    expect(text(terms)).toContain(brand.registration.ncrRegistrationNumber);
    expect(text(terms)).toContain(brand.registration.fspNumber);
  });

  it("states the fee caps on the terms of use as the calculators apply them", () => {
    const terms = text(contents.find((content) => content.page === "termsOfUse")!);
    for (const caps of Object.values(AGREEMENT_CAPS)) {
      const { base, threshold, shareAboveThreshold, ceiling } = caps.initiationFee;
      expect(terms).toContain(
        `at most ${rands(base)} plus ${shareAboveThreshold * 100}% of the amount above ${rands(threshold)} (never more than ${rands(ceiling)}) plus VAT`,
      );
      expect(terms).toContain(`monthly service fee is at most ${rands(caps.monthlyServiceFee)} plus VAT`);
    }
  });

  it("ties the privacy notice's retention period to LEAD_RETENTION_DAYS", () => {
    expect(text(privacyNoticeContent(30))).toContain("30 days from the day you send it");
    expect(text(privacyNoticeContent())).toContain("90 days from the day you send it");
  });

  it("names the Information Officer's address and the Information Regulator in the privacy notice", () => {
    const privacy = text(privacyNoticeContent());
    expect(privacy).toContain(brand.legalContacts.informationOfficerEmail);
    expect(privacy).toContain("POPIAComplaints@inforegulator.org.za");
  });

  it("uses the page register's titles for the legal pages", () => {
    for (const key of legalPageKeys) expect(sitePages[key].path).toMatch(/^legal(\/|$)/);
  });
});

describe("the CashPower page's representative example", () => {
  it("is the calculator's alone, worked out from the live parameters, never a copy in the page's text", () => {
    // A copy in the text would go stale when an editor publishes new parameters, and the page would then
    // state two different examples.
    const copy = JSON.stringify(cashPower.sections);
    expect(copy).not.toMatch(/representative example/i);
    expect(copy).not.toContain(formatRand(representativeExample(DEFAULT_CASH_POWER_PARAMETERS).totalRepayable));
    expect(cashPower.sections.some((section) => section.kind === "calculator")).toBe(true);
  });
});
