import { describe, expect, it } from "vitest";
import { maximumInterestRate } from "~/lib/finance/credit-regulations";
import { offeredRateRange } from "~/lib/finance/personal-loan";
import { formatFigure } from "~/lib/format/figure";
import { LIVE_FIGURE_NAMES, liveFigureNames } from "~/content/live-figures";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";
import type { CallToAction, PageContent } from "../page-content";
import { pageSearchTags } from "../page-search-tags";
import { isLegalPageKey, pageKeys, pageTemplate, sitePages, type PageKey } from "../site-pages";

// Every page's copy module, found by file name, so a new page cannot skip these checks.
const modules = import.meta.glob<{ content?: PageContent }>("./*.ts", { eager: true });
// Modules without `content` hold copy shared by several pages (application-documents.ts).
const contents = Object.entries(modules).flatMap(([file, module]) =>
  !file.endsWith(".test.ts") && module.content ? [{ file, content: module.content }] : [],
);

/** Fields that configure a widget rather than say something to the visitor (a picture's alt text is checked with the register, app/content/images.test.ts). */
const NOT_COPY = new Set([
  "image",
  "kind",
  "id",
  "page",
  "style",
  "tone",
  "calculator",
  "hash",
  "href",
  "panel",
  "related",
]);

function copyOf(value: unknown, key = ""): string[] {
  if (NOT_COPY.has(key)) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => copyOf(item));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => copyOf(item, name));
  return [];
}

const wordCount = (texts: readonly string[]) =>
  texts
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;

const PLACEHOLDER =
  /\b(lorem|ipsum|dolor sit|coming soon|todo|tbd|tbc|placeholder|xxx+|dummy text|insert .* here|under construction)\b/i;

describe("page copy", () => {
  it("has a copy module for every page except the widget catalogue, the blog's index and the legal pages (see legal/)", () => {
    const covered = contents.map(({ content }) => content.page).sort();
    expect(covered).toEqual(
      pageKeys.filter((key) => key !== "testing" && key !== "blog" && !isLegalPageKey(key)).sort(),
    );
  });

  it.each(
    contents
      .filter(({ content }) => pageTemplate(sitePages[content.page]) === "product")
      .map(({ content }) => [content.page, content] as const),
  )("%s, a product page, has an at-a-glance table and a primary action above the fold", (_key, content) => {
    const glance = content.sections.find((section) => section.kind === "at-a-glance");
    if (content.page !== "home") expect(glance).toBeDefined();
    expect(content.hero.primaryAction).toBeDefined();
  });

  it.each(
    contents
      .filter(({ content }) => pageTemplate(sitePages[content.page]) === "tool")
      .map(({ content }) => [content.page, content] as const),
  )("%s, a tool page, has a calculator", (_key, content) => {
    expect(content.sections.some((section) => section.kind === "calculator")).toBe(true);
  });

  it.each(contents.map(({ content }) => [content.page, content] as const))(
    "%s has at least 300 words of main copy",
    (_key, content) => {
      expect(wordCount(copyOf({ hero: content.hero, sections: content.sections }))).toBeGreaterThanOrEqual(300);
    },
  );

  it.each(contents.map(({ content }) => [content.page, content] as const))(
    "%s has no placeholder words",
    (_key, content) => {
      for (const text of copyOf(content)) expect(text).not.toMatch(PLACEHOLDER);
    },
  );

  it.each(contents.map(({ content }) => [content.page, content] as const))(
    "%s has a hero, an FAQ, related pages and a call-me-back slot",
    (key, content) => {
      expect(content.hero.heading.length).toBeGreaterThan(10);
      expect(content.hero.primaryAction).toBeDefined();
      expect(content.sections.some((section) => section.kind === "faq" && section.items.length > 0)).toBe(true);
      expect(content.sections.filter((section) => section.kind === "call-me-back")).toHaveLength(1);
      expect(content.related.length).toBeGreaterThan(0);
      expect(content.related).not.toContain(key);
    },
  );

  it("gives every page a unique title, a unique description and search tags", () => {
    const pages = pageKeys.map((key: PageKey) => sitePages[key]);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    for (const key of pageKeys) expect(pageSearchTags[key].length, key).toBeGreaterThan(0);
  });

  it("gives a card's link words of its own, not the card's title again", () => {
    const repeats = contents.flatMap(({ file, content }) =>
      content.sections.flatMap((section) =>
        section.kind === "cards"
          ? section.cards.filter((card) => card.link?.label === card.title).map((card) => `${file}: ${card.title}`)
          : [],
      ),
    );
    expect(repeats).toEqual([]);
  });

  it("renders every page that shows a calculator on the server, so the URL query fills it in the first HTML", () => {
    for (const { content } of contents) {
      if (content.sections.some((section) => section.kind === "calculator"))
        expect(sitePages[content.page].rendering).toBe("server");
    }
  });

  // Rates in the copy are written out, so they are checked against the rules the calculators apply: a repo
  // rate decision lowers the legal caps, and the copy must follow.
  it("states no annual rate above the National Credit Act's highest cap at the current repo rate", () => {
    const highestCap = maximumInterestRate("unsecured-credit-transaction");
    for (const { file, content } of contents) {
      const rates = copyOf(content).flatMap((text) => [...text.matchAll(/(\d+\.\d\d)% a year/g)]);
      for (const [phrase, rate] of rates) expect(Number(rate), `${file}: "${phrase}"`).toBeLessThanOrEqual(highestCap);
    }
  });

  // The cash-power terms and rates are published to the running site by an editor, so the copy names them
  // by placeholder and the page fills in the live figures (app/content/live-figures.ts).
  it("names CashPower's terms and rates only by their live-figure placeholders", () => {
    const pagesWithRange = contents.filter(({ content }) =>
      /CashPower interest rates|The interest rate we offer/.test(copyOf(content).join(" ")),
    );
    expect(pagesWithRange.map(({ file }) => file).sort()).toEqual([
      "./cashpower-personal-loans.ts",
      "./useful-tools.ts",
    ]);
    for (const { file, content } of pagesWithRange) {
      const copy = copyOf(content).join(" ");
      expect(copy, file).toMatch(/\{cashPowerRateMin\} (and|to) \{cashPowerRateMax\} a year/);
      expect(copy, file).toMatch(/\{cashPowerTermMin\} (and|to) \{cashPowerTermMax\} months/);
    }
    const { min, max } = offeredRateRange(DEFAULT_CASH_POWER_PARAMETERS);
    const stated = [formatFigure("rate", min), formatFigure("rate", max)];
    const terms = [DEFAULT_CASH_POWER_PARAMETERS.cpTermMin, DEFAULT_CASH_POWER_PARAMETERS.cpTermMax];
    for (const { file, content } of contents) {
      const copy = copyOf(content).join(" ");
      for (const rate of stated) expect(copy, file).not.toContain(rate);
      expect(copy, file).not.toMatch(new RegExp(`${terms[0]} (and|to) ${terms[1]} months`));
    }
  });

  it("names only live figures that exist", () => {
    for (const { file, content } of contents)
      for (const text of copyOf(content))
        for (const name of liveFigureNames(text)) expect(LIVE_FIGURE_NAMES, `${file}: {${name}}`).toContain(name);
  });

  // The two graduate-finance pages also link to each other at their foot: following that link keeps the
  // reader's place (§2.1), after reading one to its end.
  const isGraduatePair = (page: PageKey, related: PageKey) =>
    [page, related].sort().join() === ["graduateFinance", "graduateFinanceGuide"].sort().join();

  it("lists as related pages only pages it does not already link to, two to four of them", () => {
    // More would leave a short last row; one is not a list. A repeat sends the reader back where they were.
    const repeats: string[] = [];
    for (const { file, content } of contents) {
      const pageOf = (action: CallToAction | undefined) => (action?.kind === "page" ? [action.page] : []);
      const hasCalculator = content.sections.some((section) => section.kind === "calculator");
      const hasCalculate = content.sections.some(
        (section) => section.kind === "call-me-back" && section.calculate !== false,
      );
      const linked = new Set<PageKey>([
        ...pageOf(content.hero.primaryAction),
        ...pageOf(content.hero.secondaryAction),
        // The call-back card's "Calculate" leads to the page's calculator, or to the tools page without one.
        ...(hasCalculate && !hasCalculator ? (["usefulTools"] as const) : []),
        ...content.sections.flatMap((section) => [
          ...(section.kind === "cards"
            ? section.cards.flatMap((card) => (card.link && "page" in card.link ? [card.link.page] : []))
            : []),
          ...(section.kind === "notice" ? (section.actions ?? []).flatMap(pageOf) : []),
        ]),
      ]);
      for (const key of content.related)
        if (linked.has(key) && !isGraduatePair(content.page, key)) repeats.push(`${file}: ${key}`);
      const count = content.related.length;
      if (count === 1 || count > 4) repeats.push(`${file}: ${count} related pages`);
    }
    expect(repeats).toEqual([]);
  });
});

describe("rand amounts in the copy", () => {
  // The legal pages' copy as well: every amount a visitor reads is written one way.
  const everyModule = import.meta.glob<{ content?: PageContent }>(["./*.ts", "./legal/*.ts", "!**/*.test.ts"], {
    eager: true,
  });
  const everyContent = Object.entries(everyModule).flatMap(([file, module]) =>
    module.content ? [{ file, content: module.content }] : [],
  );

  it("covers the legal pages too", () => {
    expect(everyContent.map(({ file }) => file)).toContain("./legal/terms-of-use.ts");
  });

  it.each(everyContent.map(({ file, content }) => [file, content] as const))(
    "%s writes rands as the calculators do: R, a space, thousands grouped with spaces, cents as .00",
    (_file, content) => {
      for (const text of copyOf(content)) {
        // "R1 207.50" or "R400 000" would stand beside the calculators' "R 1 207.50" on the same page.
        expect(text).not.toMatch(/\bR\d/);
        for (const [amount] of text.matchAll(/\bR \d[\d ,.]*\d/g))
          expect(amount).toMatch(/^R \d{1,3}( \d{3})*(\.\d{2})?$/);
      }
    },
  );
});
