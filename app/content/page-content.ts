import type { PageKey } from "./site-pages";

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

/** Calculators a page can place in its flow; the finance rules behind them live in app/lib/finance. */
export type CalculatorKind = "vehicle-instalment" | "affordability" | "personal-loan" | "budget";

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
        readonly link?: ContentLink;
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
      readonly items: readonly { readonly label: string; readonly value: string }[];
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
  | {
      readonly kind: "call-me-back";
      readonly id?: string;
      readonly heading: string;
      readonly intro: string;
    };

export interface PageContent {
  readonly page: PageKey;
  readonly hero: {
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
