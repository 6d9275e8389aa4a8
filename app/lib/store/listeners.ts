/**
 * The one subscribe-and-notify primitive of the app's small stores (open modals, the page's description
 * override, the visitor's consent, session flags, login-panel requests). A store keeps its value where it
 * belongs (a variable, storage) and tells its listeners when it changes; components read it through
 * React's useSyncExternalStore(listeners.subscribe, read, serverSnapshot). Nothing here knows React.
 *
 * Deliberately no value holder: a store's value as a plain variable lets the bundler see that a value the
 * browser code never sets (the description override, set only by pages that ask) stays as it started, and
 * drop the code that reads it; a generic holder kept that code on every first visit.
 */

export type Listener<T> = (value: T) => void;

export interface Listeners<T> {
  /** Adds a listener; returns the function that removes it (what useSyncExternalStore expects). */
  readonly subscribe: (listener: Listener<T>) => () => void;
  readonly notify: (value: T) => void;
  /** Whether anyone listens now. */
  readonly listening: () => boolean;
}

export function createListeners<T = void>(): Listeners<T> {
  const listeners = new Set<Listener<T>>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: (value) => {
      for (const listener of listeners) listener(value);
    },
    listening: () => listeners.size > 0,
  };
}
