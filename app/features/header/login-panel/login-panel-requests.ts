import type { LoginPanelRequest } from "./login-panel-state";

/**
 * Open, close and toggle requests for the login panel (§3, §4.1) from anywhere in the app: a header
 * button, a page's call to action. The header subscribes; a request made before it is listening (a call
 * to action pressed while the page hydrates) is kept and handed over when it subscribes, so none is lost.
 */
type Listener = (request: LoginPanelRequest) => void;

const listeners = new Set<Listener>();
let pending: LoginPanelRequest | undefined;

/** Asks the login panel to open, close or toggle, optionally on a tab: `requestLoginPanel({ requestType: "open", showId: "business" })`. */
export function requestLoginPanel(request: LoginPanelRequest): void {
  if (listeners.size === 0) {
    pending = request;
    return;
  }
  for (const listener of listeners) listener(request);
}

/** Listens for requests (the header does); returns the function that stops listening. */
export function subscribeLoginPanelRequests(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    const request = pending;
    pending = undefined;
    listener(request);
  }
  return () => {
    listeners.delete(listener);
  };
}
