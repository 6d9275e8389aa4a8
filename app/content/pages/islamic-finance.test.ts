import { describe, expect, it } from "vitest";
import type { PageContent } from "../page-content";
import { sitePages } from "../site-pages";
import { content as islamicFinance } from "./islamic-finance";
import { content as islamicFinanceBusiness } from "./islamic-finance-business";

const text = (content: PageContent) => JSON.stringify(content);

describe("the Islamic finance pages", () => {
  it.each([islamicFinance, islamicFinanceBusiness])(
    "$page states what is known (a fixed profit amount agreed up front) and invents no Shariah board",
    (content) => {
      const copy = `${text(content)} ${sitePages[content.page].description}`;
      expect(copy).toMatch(/fixed profit amount agreed up front/);
      // The site names no board, so it claims none: it tells the customer to ask who certified the product.
      expect(copy).not.toMatch(/supervisory board|approved by an independent|independent Shariah board/i);
      expect(copy).toMatch(/ask us who reviewed the product/i);
    },
  );
});
