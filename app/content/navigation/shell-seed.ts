import { footerDefinitionSchema } from "~/lib/site-definitions/footer-definition";
import { navigationDefinitionSchema } from "~/lib/site-definitions/navigation-definition";
import { definitionsVersion, type ShellDefinitions } from "~/lib/site-definitions/shell-definitions";
import { umoyaFooter } from "./umoya-footer";
import { umoyaNavigation } from "./umoya-navigation";

let seed: ShellDefinitions | undefined;

/**
 * The seed navigation and footer as the service stores them (passed through the schemas, so key order
 * and version match what the database gives back after the first-start seed). Pages prerendered at build
 * time are drawn from this pair.
 */
export function seedShellDefinitions(): ShellDefinitions {
  if (!seed) {
    const navigation = navigationDefinitionSchema.parse(umoyaNavigation);
    const footer = footerDefinitionSchema.parse(umoyaFooter);
    seed = { navigation, footer, version: definitionsVersion(JSON.stringify(navigation), JSON.stringify(footer)) };
  }
  return seed;
}
