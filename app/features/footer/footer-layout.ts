import type { SanitizedHtml } from "~/lib/sanitize/sanitized-html";
import type { FooterGroup, FooterIconLink, FooterLink } from "~/lib/site-definitions/footer-definition";
import type { ShownFooterDefinition } from "~/lib/site-definitions/shell-definitions";

/** What the footer draws, whichever of the two §2.6 variants the definition uses. */
export interface FooterLayout {
  readonly columns: readonly FooterGroup[];
  readonly iconLinks: readonly FooterIconLink[];
  readonly legalLinks: readonly FooterLink[];
  readonly extraMessage: SanitizedHtml | undefined;
  readonly disclaimer: string | undefined;
  readonly addressLine: string | undefined;
}

/**
 * The second variant (footerColumns, socialMediaItems, legalItems) wins field by field where it is given;
 * otherwise the first (groups, icons, links) is drawn.
 */
export function footerLayout(definition: ShownFooterDefinition): FooterLayout {
  const nonEmpty = <Text extends string>(text: Text | undefined) =>
    text !== undefined && text.trim() !== "" ? text : undefined;
  return {
    columns: definition.footerColumns ?? definition.groups,
    iconLinks: definition.socialMediaItems ?? definition.icons ?? [],
    legalLinks: definition.legalItems ?? definition.links ?? [],
    extraMessage: nonEmpty(definition.extraMessage),
    disclaimer: nonEmpty(definition.disclaimer),
    addressLine: nonEmpty(definition.addressLine),
  };
}
