import { seedShellDefinitions } from "../../app/content/navigation/shell-seed";
import { sanitizedWhenStored } from "../../app/lib/sanitize/sanitized-html";
import { footerDefinitionSchema } from "../../app/lib/site-definitions/footer-definition";
import { readNavigationDefinition } from "../../app/lib/site-definitions/navigation-definition";
import type { ShellDefinitions } from "../../app/lib/site-definitions/shell-definitions";
import type { Logger } from "../logger";
import type { PublishedDefinition } from "./store";

/**
 * The page shell's definitions (§2.2) from the live header and footer: the navigation as the site shows it
 * (a bare menu list gets the maintenance warning of §8), the footer, and the header's version. Remembers
 * the last pair it read, so a page render does not parse the same definitions again.
 */
export function shellDefinitionsReader(
  logger: Logger,
): (header: PublishedDefinition | undefined, footer: PublishedDefinition | undefined) => ShellDefinitions {
  let last: { readonly key: string; readonly value: ShellDefinitions } | undefined;
  return (header, footer) => {
    if (!header || !footer) return seedShellDefinitions();
    const key = `${header.etag} ${footer.etag}`;
    if (last?.key === key) return last.value;
    const navigation = readNavigationDefinition(header.definition);
    const footerDefinition = footerDefinitionSchema.safeParse(footer.definition);
    // Stored definitions were checked when published; a failure here means the schema has since become
    // stricter. The seed keeps the page whole while the log says what to publish again.
    if (!navigation.ok || !footerDefinition.success) {
      logger.error(
        { siteId: header.siteId, headerVersion: header.version, footerVersion: footer.version },
        "live navigation or footer fails today's schema; showing the seed",
      );
      return seedShellDefinitions();
    }
    // The extra message was sanitized when this version was published (server/site-definitions/store.ts).
    const { extraMessage, ...shown } = footerDefinition.data;
    const value: ShellDefinitions = {
      navigation: navigation.definition,
      footer: extraMessage === undefined ? shown : { ...shown, extraMessage: sanitizedWhenStored(extraMessage) },
      navigationVersion: header.version,
    };
    last = { key, value };
    return value;
  };
}
