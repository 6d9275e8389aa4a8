import { sitePages, type PageKey } from "~/content/site-pages";
import { CallMeBackForm } from "./call-me-back-form";

export interface CallMeBackSectionProps {
  readonly page: PageKey;
  /** Level of the form's heading: 3 inside a content page's call-me-back section (whose heading is an h2). */
  readonly headingLevel?: 2 | 3;
}

/**
 * The call-me-back form about a page's product. Content pages put it in their call-me-back section (the
 * element with id "call-me-back" that calculators link to with `?calculation=…#call-me-back`).
 */
export function CallMeBackSection({ page, headingLevel = 2 }: CallMeBackSectionProps) {
  const { title, path } = sitePages[page];
  return <CallMeBackForm product={page} productTitle={title} sourcePath={`/${path}`} headingLevel={headingLevel} />;
}
