import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False while the server renders and while React hydrates the server's HTML; true for every render after
 * that (and at once for a part first rendered in the browser). For what only the browser knows (storage,
 * the address's hash, a variant picked at run time), so the hydrating render matches the server's markup.
 * React has no hook of its own for this and React Router exports none; useSyncExternalStore's server
 * snapshot is React's own way to say "different on the server and while hydrating".
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
