import { createHash } from "node:crypto";
import type { CashPowerParameters } from "../../app/lib/finance/personal-loan";
import {
  DEFAULT_CASH_POWER_PARAMETERS,
  readCashPowerParameters,
} from "../../app/lib/site-definitions/cash-power-parameters";
import type { ShellDefinitions } from "../../app/lib/site-definitions/shell-definitions";
import type { Logger } from "../logger";
import type { SiteDefinitionsService } from "../site-definitions/service";
import { shellDefinitionsReader } from "../site-definitions/shell-definitions";

/** Everything a page is drawn from besides its path, and one name for all of it. */
export interface ContentSnapshot {
  /**
   * Changes whenever anything a page may show changes: the build, the live navigation, footer and
   * cash-power parameters, the blog's posts and the car listings. Pages are cached under it and it is their ETag.
   */
  readonly version: string;
  /** The header and footer the page shell shows, with the navigation's version. */
  readonly shell: ShellDefinitions;
  /**
   * The live cash-power parameters, so a personal loan's page states the published rates, terms and
   * representative example from its first paint (and without JavaScript); the §9 defaults until any are.
   */
  readonly cashPower: CashPowerParameters;
}

export interface ContentVersionSources {
  /** Names the build (React Router's assets version): a new deployment renders every page again. */
  readonly buildId: string;
  readonly siteId: string;
  readonly siteDefinitions: SiteDefinitionsService;
  readonly blog: { contentVersion(): Promise<string> };
  /** The car listings: a dealer's change shows on the search and car pages at the next request. */
  readonly vehicles: { contentVersion(): Promise<string> };
  readonly logger: Logger;
}

/**
 * The content version now. Each part is read from memory (a service's last read, read again in the
 * background every couple of seconds, kept while the database does not answer), so this is quick and
 * keeps answering during an outage with the last version read; it throws only if some part was never
 * read. The snapshot of the same parts is the same object, so nothing is parsed again per request.
 */
export function contentVersionSource(sources: ContentVersionSources): () => Promise<ContentSnapshot> {
  const shellOf = shellDefinitionsReader(sources.logger);
  let last: { readonly key: string; readonly snapshot: ContentSnapshot } | undefined;
  return async () => {
    const [header, footer, cashPower, blog, vehicles] = await Promise.all([
      sources.siteDefinitions.live("header", sources.siteId),
      sources.siteDefinitions.live("footer", sources.siteId),
      sources.siteDefinitions.live("cash-power-params", sources.siteId),
      sources.blog.contentVersion(),
      sources.vehicles.contentVersion(),
    ]);
    const key = [sources.buildId, header?.etag, footer?.etag, cashPower?.etag, blog, vehicles].join(" ");
    if (last?.key === key) return last.snapshot;
    const shell = shellOf(header, footer);
    const published = cashPower && readCashPowerParameters(cashPower.definition);
    // Checked when published; failing now means the rules became stricter since. The defaults keep the
    // pages right while the log says what to publish again.
    if (cashPower && !published)
      sources.logger.error(
        { siteId: cashPower.siteId, version: cashPower.version },
        "live cash-power parameters fail today's rules; showing the defaults",
      );
    const hash = createHash("sha256").update(key).digest("base64url").slice(0, 16);
    last = {
      key,
      snapshot: {
        version: `n${shell.navigationVersion}-${hash}`,
        shell,
        cashPower: published ?? DEFAULT_CASH_POWER_PARAMETERS,
      },
    };
    return last.snapshot;
  };
}
