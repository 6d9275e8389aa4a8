import { LRUCache } from "lru-cache";
import type { Logger } from "./logger";

/**
 * A resource's content version (it changes whenever the resource is written), read again at most every
 * `freshForMs` and kept when a read fails: the last good read is answered while the database is away.
 * Writes through this copy call refresh(), so they are in hand at once; other copies see them within
 * `freshForMs`.
 */
export class LastGoodVersion {
  readonly #reads: LRUCache<"version", string>;
  readonly #what: string;

  /** `what` names the resource in log lines and errors, possessive ("the blog's"). */
  constructor(read: () => Promise<string>, logger: Logger, what: string, freshForMs: number) {
    this.#what = what;
    this.#reads = new LRUCache<"version", string>({
      max: 1,
      ttl: freshForMs,
      allowStale: true,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async () => {
        try {
          return await read();
        } catch (error) {
          logger.warn({ err: error }, `could not read ${what} version; using the last good read`);
          throw error;
        }
      },
    });
  }

  /** The version; throws only if it has never been read. */
  async get(): Promise<string> {
    const version = await this.#reads.fetch("version");
    if (version === undefined) throw new Error(`${this.#what} content version could not be read`);
    return version;
  }

  /** Reads the version again now, after a write through this copy; a failed read keeps the last good one. */
  async refresh(): Promise<void> {
    await this.#reads.fetch("version", { forceRefresh: true, allowStale: false }).catch(() => {});
  }
}
