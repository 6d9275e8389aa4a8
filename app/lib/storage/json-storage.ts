/**
 * Local and session storage with JSON encoding (§7). Storage can be missing, full or blocked (private
 * browsing, strict settings); every operation then fails quietly and reads return undefined.
 */
export interface JsonStorage {
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown): boolean;
  remove(key: string): void;
  clear(): void;
}

export function createJsonStorage(storage: () => Storage | undefined): JsonStorage {
  const attempt = <T>(operation: (store: Storage) => T, fallback: T): T => {
    try {
      const store = storage();
      return store ? operation(store) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get<T>(key: string) {
      return attempt((store) => {
        const raw = store.getItem(key);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      }, undefined);
    },
    set(key, value) {
      return attempt((store) => {
        store.setItem(key, JSON.stringify(value));
        return true;
      }, false);
    },
    remove(key) {
      attempt((store) => store.removeItem(key), undefined);
    },
    clear() {
      attempt((store) => store.clear(), undefined);
    },
  };
}

export const localJsonStorage = createJsonStorage(() => globalThis.localStorage);
export const sessionJsonStorage = createJsonStorage(() => globalThis.sessionStorage);
