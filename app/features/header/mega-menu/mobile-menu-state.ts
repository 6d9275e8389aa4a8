/**
 * The mobile side panel of the mega-menu (§2.3, §4.3): open or closed; three accordion levels with one
 * open branch per level. Toggling an entry opens it and closes its siblings, or closes it when it was
 * already open; changing an upper level closes the levels below it (§4.3: opening a top level closes the
 * third levels). Opening search or the login panel closes the menu.
 */
export type MenuLevel = 1 | 2 | 3;

export interface MobileMenuState {
  readonly open: boolean;
  /** The open entry's id at each level, or null. */
  readonly branches: readonly [string | null, string | null, string | null];
}

export type MobileMenuAction =
  | { readonly type: "toggle-menu" }
  | { readonly type: "close-menu" }
  | { readonly type: "toggle-entry"; readonly level: MenuLevel; readonly id: string };

export const initialMobileMenuState: MobileMenuState = { open: false, branches: [null, null, null] };

export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case "toggle-menu":
      return state.open ? { ...state, open: false } : { ...state, open: true };
    case "close-menu":
      return state.open ? { ...state, open: false } : state;
    case "toggle-entry": {
      const index = action.level - 1;
      const wasOpen = state.branches[index] === action.id;
      const branches = state.branches.map((branch, level) => {
        if (level < index) return branch;
        if (level === index) return wasOpen ? null : action.id;
        return null;
      }) as unknown as MobileMenuState["branches"];
      return { ...state, branches };
    }
    default:
      return action satisfies never;
  }
}

export function isBranchOpen(state: MobileMenuState, level: MenuLevel, id: string): boolean {
  return state.branches[level - 1] === id;
}
