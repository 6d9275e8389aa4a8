import type { PageKey } from "./site-pages";
import type { ImageEntry } from "./image-entry";

/**
 * The shape of a page's copy. Words live in `app/content/pages/*.ts`, one module per page, as plain text
 * (no markup): an editor changes words there without touching layout, and the page composes the widgets
 * that show each section.
 */

/** Where a call to action leads. */
export type CallToAction =
  | { readonly label: string; readonly kind: "call-me-back" }
  | { readonly label: string; readonly kind: "login"; readonly panel: "personal" | "business" | "partner" }
  | { readonly label: string; readonly kind: "page"; readonly page: PageKey; readonly hash?: string }
  | { readonly label: string; readonly kind: "external"; readonly href: string };

export interface ContentLink {
  readonly label: string;
  readonly page: PageKey;
  readonly hash?: string;
}

/** A link to another organisation's website (a regulator, an ombud); it opens in a new window. */
export interface ExternalLink {
  readonly label: string;
  readonly href: string;
}

/** Calculators a page can place in its flow; the finance rules behind them live in app/lib/finance. */
export type CalculatorKind = "vehicle-instalment" | "affordability" | "personal-loan" | "budget";

/**
 * The kind of agreement a product is sold under, which sets the term, interest and fee rows of its "at a
 * glance" table: the two National Credit Act agreement types the calculators work out for people; business
 * finance (a company with a turnover or assets of R1 million or more falls outside the Act's caps);
 * Shariah-compliant finance (a profit margin instead of interest); rental or lease agreements (a fixed rental).
 */
export type GlanceAgreement =
  "instalment-agreement" | "unsecured-credit-transaction" | "business" | "shariah" | "rental";

/**
 * What a product page's "at a glance" table says besides the figures: the figures (term, interest rate,
 * fees) come from the credit rules in app/lib/finance, never from copy.
 */
export interface ProductGlance {
  readonly agreement: GlanceAgreement;
  /** The product's term in months, when it is not the agreement type's usual range (see glance-rows.ts). */
  readonly termMonths?: { readonly min: number; readonly max: number };
  /** Words for the term instead of a range, for assets whose term follows their working life. */
  readonly termNote?: string;
  readonly qualifies: string;
  readonly documents: readonly string[];
  /** Further facts of this product (deposit, balloon, insurance), after the standard rows. */
  readonly more?: readonly { readonly label: string; readonly value: string }[];
}

export type ContentSection =
  | {
      readonly kind: "prose";
      readonly id?: string;
      readonly heading: string;
      readonly paragraphs: readonly string[];
    }
  | {
      readonly kind: "cards";
      readonly id?: string;
      readonly heading: string;
      readonly intro?: string;
      readonly cards: readonly {
        readonly title: string;
        readonly text: string;
        readonly link?: ContentLink | ExternalLink;
      }[];
    }
  | {
      readonly kind: "list";
      readonly id?: string;
      readonly heading: string;
      readonly intro?: string;
      /** "ordered" for sequences; the bullet styles of the list widget (§3) otherwise. */
      readonly style: "dot" | "chevron" | "bigdot" | "ordered";
      readonly items: readonly string[];
    }
  | {
      readonly kind: "spec-list";
      readonly id?: string;
      readonly heading: string;
      readonly intro?: string;
      /** `href` makes the value a link: an email address (mailto:), a phone number (tel:) or a website. */
      readonly items: readonly { readonly label: string; readonly value: string; readonly href?: string }[];
    }
  | {
      readonly kind: "notice";
      readonly id?: string;
      readonly tone: "info" | "warning";
      readonly title: string;
      readonly message: string;
      readonly actions?: readonly CallToAction[];
    }
  | {
      readonly kind: "steps";
      readonly id?: string;
      readonly heading: string;
      readonly intro?: string;
      readonly steps: readonly { readonly title: string; readonly description: string }[];
    }
  | {
      readonly kind: "faq";
      readonly id?: string;
      readonly heading: string;
      readonly items: readonly { readonly question: string; readonly answer: string }[];
    }
  | {
      readonly kind: "calculator";
      readonly id?: string;
      readonly calculator: CalculatorKind;
      readonly heading: string;
      readonly intro: string;
    }
  | ({
      readonly kind: "at-a-glance";
      readonly id?: string;
      readonly heading: string;
    } & ProductGlance)
  | {
      readonly kind: "call-me-back";
      readonly id?: string;
      readonly heading: string;
      readonly intro: string;
      /**
       * False where working out an instalment is not the visitor's next step: customer support pages (arrears,
       * fines, licences) and Islamic finance, whose profit rate the interest calculators do not model. The
       * card then offers the call alone.
       */
      readonly calculate?: false;
    };

export interface PageContent {
  readonly page: PageKey;
  readonly hero: {
    /**
     * The picture drawn for the page (the one image on it that loads eagerly, at high priority), its own
     * module in app/content/images so a first visit downloads this entry alone. Every template but legal
     * shows one.
     */
    readonly image?: ImageEntry;
    /** The page's only <h1>. */
    readonly heading: string;
    readonly lead: string;
    readonly primaryAction?: CallToAction;
    readonly secondaryAction?: CallToAction;
  };
  readonly sections: readonly ContentSection[];
  /** Other pages worth reading next. */
  readonly related: readonly PageKey[];
}
