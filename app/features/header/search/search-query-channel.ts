/**
 * §4.4: each input event publishes the current text, and a cancel publishes null. Whatever wants to
 * follow what visitors search for (the header's results, analytics) listens here.
 */
export type SearchQuery = string | null;
type Listener = (query: SearchQuery) => void;

const listeners = new Set<Listener>();

export function publishSearchQuery(query: SearchQuery): void {
  for (const listener of listeners) listener(query);
}

export function subscribeSearchQuery(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
