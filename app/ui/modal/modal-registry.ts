import { useSyncExternalStore } from "react";
import { createListeners } from "~/lib/store/listeners";

/** Names of the modals open now, oldest first (§4.7: modals are tracked by name). */
export type OpenModals = readonly string[];

export const registerModal = (open: OpenModals, name: string): OpenModals =>
  open.includes(name) ? open : [...open, name];

export const removeModal = (open: OpenModals, name: string): OpenModals =>
  open.includes(name) ? open.filter((entry) => entry !== name) : open;

export interface ModalRegistry {
  readonly register: (name: string) => void;
  readonly remove: (name: string) => void;
  readonly snapshot: () => OpenModals;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createModalRegistry(): ModalRegistry {
  let open: OpenModals = [];
  const changed = createListeners();
  const update = (next: OpenModals) => {
    if (next === open) return;
    open = next;
    changed.notify();
  };
  return {
    register: (name) => update(registerModal(open, name)),
    remove: (name) => update(removeModal(open, name)),
    snapshot: () => open,
    subscribe: changed.subscribe,
  };
}

/** The page's registry. Modals only open in the browser, so one per page is one per visitor. */
export const modalRegistry = createModalRegistry();

const NONE: OpenModals = [];

/** The names of the modals open now; re-renders when one opens or closes. */
export function useOpenModals(registry: ModalRegistry = modalRegistry): OpenModals {
  return useSyncExternalStore(registry.subscribe, registry.snapshot, () => NONE);
}
