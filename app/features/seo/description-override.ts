import { createListeners } from "~/lib/store/listeners";

/**
 * The description a page set at run time (§2.1), kept apart from React so the route `meta` helpers can read
 * it without pulling React into their chunk. The hooks over it are in meta-description.ts.
 */
export interface DescriptionOverride {
  /** The path the override was made on: it applies there only. */
  readonly path: string;
  /** Null: the page has no description while it is shown. */
  readonly value: string | null;
}

// One document has one head, so the override is kept once per browser window. Only a visitor's actions in
// the browser change it (the API is called from effects and handlers), so a server render never sees one.
let override: DescriptionOverride | null = null;
const changed = createListeners();

export function publishDescriptionOverride(next: DescriptionOverride | null): void {
  override = next;
  changed.notify();
}

export const subscribeToDescriptionOverride = changed.subscribe;

export const currentDescriptionOverride = (): DescriptionOverride | null => override;

/** The description the head shows for `pathname`: the page's override if it made one, else its own. */
export function effectiveDescription(pathname: string, own: string | undefined): string | null {
  if (override && override.path === pathname) return override.value;
  return own ?? null;
}
