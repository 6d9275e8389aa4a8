import { createListeners } from "~/lib/store/listeners";
import { sessionJsonStorage } from "~/lib/storage/json-storage";

/**
 * A true/false flag in sessionStorage that components can subscribe to (useSyncExternalStore): the
 * server and the hydrating render read false, the browser then reads the stored value.
 */
const flagsChanged = createListeners();

export const subscribeToSessionFlags = flagsChanged.subscribe;

export function readSessionFlag(key: string): boolean {
  return sessionJsonStorage.get(key) === true;
}

export function setSessionFlag(key: string): void {
  sessionJsonStorage.set(key, true);
  flagsChanged.notify();
}
