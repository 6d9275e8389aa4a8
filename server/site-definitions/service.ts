import { LRUCache } from "lru-cache";
import type { Logger } from "../logger";
import type { DefinitionKind } from "./schema";
import type { PublishedDefinition, SiteDefinitionsStore, VersionSummary } from "./store";

/** How long a copy of the server answers from a live version it read before it reads it again. */
export const LIVE_DEFINITION_FRESH_MS = 2_000;

/** A read of the live version: the definition, or undefined when the site has none of this kind. */
interface LiveRead {
  readonly definition: PublishedDefinition | undefined;
}

export interface SiteDefinitionsServiceOptions {
  readonly store: SiteDefinitionsStore;
  readonly logger: Logger;
  /** How long a read stays fresh (LIVE_DEFINITION_FRESH_MS). */
  readonly freshForMs?: number;
}

/**
 * The navigation service's definitions as the rest of the server uses them: the live version of each
 * kind and site is kept in memory, read again in the background once it is older than `freshForMs` (the
 * caller is answered at once from what is held), and kept as the last good read while the database does
 * not answer. A publish or rollback through this copy is in hand at once; other copies see it within
 * `freshForMs`.
 */
export class SiteDefinitionsService {
  readonly #store: SiteDefinitionsStore;
  readonly #live: LRUCache<string, LiveRead>;

  constructor(options: SiteDefinitionsServiceOptions) {
    this.#store = options.store;
    const logger = options.logger;
    this.#live = new LRUCache<string, LiveRead>({
      // A few kinds for a few sites; the bound only guards against a flood of made-up site ids.
      max: 256,
      ttl: options.freshForMs ?? LIVE_DEFINITION_FRESH_MS,
      // Stale reads are answered while the next one is made, and kept when it fails (the last good read).
      allowStale: true,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (key) => {
        const [kind, siteId] = key.split(" ") as [DefinitionKind, string];
        try {
          return { definition: await this.#store.live(kind, siteId) };
        } catch (error) {
          logger.warn({ err: error, kind, siteId }, "could not read a live definition; answering the last good read");
          throw error;
        }
      },
    });
  }

  /**
   * The newest version for the site, or undefined when it has none of this kind. Throws only when the
   * database fails and this copy has never read it.
   */
  async live(kind: DefinitionKind, siteId: string): Promise<PublishedDefinition | undefined> {
    const read = await this.#live.fetch(`${kind} ${siteId}`);
    if (read === undefined) throw new Error(`no live ${kind} definition could be read for ${siteId}`);
    return read.definition;
  }

  versions(kind: DefinitionKind, siteId: string): Promise<VersionSummary[]> {
    return this.#store.versions(kind, siteId);
  }

  async publish(kind: DefinitionKind, siteId: string, definition: unknown): Promise<PublishedDefinition> {
    return this.#hold(await this.#store.publish(kind, siteId, definition));
  }

  async rollback(kind: DefinitionKind, siteId: string, version: number): Promise<PublishedDefinition | undefined> {
    const restored = await this.#store.rollback(kind, siteId, version);
    return restored && this.#hold(restored);
  }

  #hold(published: PublishedDefinition): PublishedDefinition {
    this.#live.set(`${published.kind} ${published.siteId}`, { definition: published });
    return published;
  }
}
