import { useEffect, useEffectEvent, useReducer } from "react";
import { subscribeLoginPanelRequests } from "./login-panel-requests";
import { initialLoginPanelState, loginPanelReducer, type LoginPanelId } from "./login-panel-state";

/** Loads the panel's code on first use (and on a hint of it: hovering or focusing a login button). */
export const loadLoginPanel = () => import("./login-panel");

/**
 * The login panel's state (§4.1): follows the open, close and toggle requests sent from anywhere with
 * `requestLoginPanel`, and tells the header when it opens so the mobile menu can close.
 */
export function useLoginPanel({ onOpen }: { readonly onOpen?: () => void } = {}) {
  const [state, dispatch] = useReducer(loginPanelReducer, initialLoginPanelState);
  const opened = useEffectEvent(() => onOpen?.());

  useEffect(() => subscribeLoginPanelRequests((request) => dispatch({ type: "request", request })), []);

  useEffect(() => {
    if (state.open) opened();
  }, [state.open]);

  return {
    state,
    close: () => dispatch({ type: "request", request: { requestType: "close" } }),
    select: (panel: LoginPanelId) => dispatch({ type: "select", panel }),
  };
}
