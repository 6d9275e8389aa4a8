import { seedShellDefinitions } from "../../app/content/navigation/shell-seed";
import { footerDefinitionSchema } from "../../app/lib/site-definitions/footer-definition";
import { readNavigationDefinition } from "../../app/lib/site-definitions/navigation-definition";
import { definitionsVersion, type ShellDefinitions } from "../../app/lib/site-definitions/shell-definitions";
import type { Logger } from "../logger";
import { DEFAULT_SITE_ID } from "./definition-kinds";
import type { SiteDefinitionsRepository } from "./repository";

export interface ShellDefinitionsSource {
  /** The live navigation and footer for server rendering; the seed when the database cannot answer. */
  current(): Promise<ShellDefinitions>;
  /**
   * Whether pages prerendered at build time (drawn from the seed) still show the live navigation and
   * footer. When an editor has published a different pair, the server renders those pages per request
   * instead, so the first HTML always carries what is live.
   */
  prerenderIsCurrent(): Promise<boolean>;
}

/** Feeds the page shell from the navigation service's live definitions (§2.2, §7). */
export function shellDefinitionsSource(
  repository: SiteDefinitionsRepository,
  logger: Logger,
  siteId: string = DEFAULT_SITE_ID,
): ShellDefinitionsSource {
  const seed = seedShellDefinitions();
  let last: { readonly key: string; readonly value: ShellDefinitions } | undefined;

  const current = async (): Promise<ShellDefinitions> => {
    try {
      const [header, footer] = await Promise.all([
        repository.live("header", siteId),
        repository.live("footer", siteId),
      ]);
      if (!header || !footer) return seed;
      const key = `${header.etag} ${footer.etag}`;
      if (last?.key === key) return last.value;
      const navigation = readNavigationDefinition(header.definition);
      const footerDefinition = footerDefinitionSchema.safeParse(footer.definition);
      // Stored definitions were validated when published; a failure here means the schema has since
      // become stricter. The seed keeps the page whole while the log says what to republish.
      if (!navigation.ok || !footerDefinition.success) {
        logger.error(
          { siteId, headerVersion: header.version, footerVersion: footer.version },
          "live navigation or footer fails today's schema; showing the seed",
        );
        return seed;
      }
      const value: ShellDefinitions = {
        navigation: navigation.definition,
        footer: footerDefinition.data,
        version: definitionsVersion(header.json, footer.json),
      };
      last = { key, value };
      return value;
    } catch (error) {
      logger.error({ err: error }, "could not read the navigation and footer; showing the seed");
      return seed;
    }
  };

  return {
    current,
    async prerenderIsCurrent() {
      return (await current()).version === seed.version;
    },
  };
}
