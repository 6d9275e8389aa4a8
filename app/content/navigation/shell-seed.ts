import { footerDefinitionSchema } from "~/lib/site-definitions/footer-definition";
import { navigationDefinitionSchema } from "~/lib/site-definitions/navigation-definition";
import type { ShellDefinitions } from "~/lib/site-definitions/shell-definitions";
import { sanitizedMarkup } from "../markup.generated";
import { umoyaFooter } from "./umoya-footer";
import { umoyaNavigation } from "./umoya-navigation";

let seed: ShellDefinitions | undefined;

/**
 * The seed navigation and footer as the service stores them (passed through the schemas, so key order
 * matches what the database gives back after the first-start seed; the footer's markup sanitized), as navigation version 0: whatever the
 * service has published is newer. Pages rendered without the server's load context (the Vite dev server)
 * are drawn from this pair.
 */
export function seedShellDefinitions(): ShellDefinitions {
  if (!seed) {
    const navigation = navigationDefinitionSchema.parse(umoyaNavigation);
    // The extra message as it shipped, sanitized (markup.generated.ts); the rest as the schema gives it.
    const { extraMessage: _markup, ...footer } = footerDefinitionSchema.parse(umoyaFooter);
    seed = {
      navigation,
      footer: { ...footer, extraMessage: sanitizedMarkup.footerExtraMessage },
      navigationVersion: 0,
    };
  }
  return seed;
}
