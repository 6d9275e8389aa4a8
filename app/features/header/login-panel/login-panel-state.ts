/**
 * The login panel (§2.5, §3, §4.1): closed by default; open, close and toggle requests change it; a
 * request may name the tab to show; choosing a tab changes the active panel; a primary-button click
 * outside the panel closes it.
 */
export type LoginPanelId = "personal" | "business" | "partner";

/** §3: the panel type numbers, selected by their names. */
export const LOGIN_PANEL_TYPE = { business: 0, personal: 1, partner: 2 } as const satisfies Record<
  LoginPanelId,
  number
>;

export const LOGIN_PANEL_IDS: readonly LoginPanelId[] = ["personal", "business", "partner"];

export const DEFAULT_LOGIN_PANEL: LoginPanelId = "personal";

/** A request from anywhere in the app (§3: showId and requestType). */
export interface LoginPanelRequest {
  readonly requestType: "open" | "close" | "toggle";
  readonly showId?: LoginPanelId;
}

export interface LoginPanelState {
  readonly open: boolean;
  readonly active: LoginPanelId;
}

export type LoginPanelAction =
  | { readonly type: "request"; readonly request: LoginPanelRequest }
  | { readonly type: "select"; readonly panel: LoginPanelId }
  /** `button` is MouseEvent.button: only the primary button (0) closes the panel. */
  | { readonly type: "outside-click"; readonly button: number };

export const initialLoginPanelState: LoginPanelState = { open: false, active: DEFAULT_LOGIN_PANEL };

export function loginPanelReducer(state: LoginPanelState, action: LoginPanelAction): LoginPanelState {
  switch (action.type) {
    case "request": {
      const { requestType, showId } = action.request;
      const active = showId ?? state.active;
      switch (requestType) {
        case "open":
          return { open: true, active };
        case "close":
          return state.open ? { ...state, open: false } : state;
        case "toggle":
          return state.open ? { ...state, open: false } : { open: true, active };
        default:
          return requestType satisfies never;
      }
    }
    case "select":
      return state.active === action.panel ? state : { ...state, active: action.panel };
    case "outside-click":
      return state.open && action.button === 0 ? { ...state, open: false } : state;
    default:
      return action satisfies never;
  }
}
