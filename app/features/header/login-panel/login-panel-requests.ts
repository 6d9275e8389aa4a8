import { createListeners } from "~/lib/store/listeners";
import type { LoginPanelRequest } from "./login-panel-state";

/**
 * Open, close and toggle requests for the login panel (§3, §4.1) from anywhere in the app: a header
 * button, a page's call to action. The header subscribes; a request made before it is listening (a call
 * to action pressed while the page hydrates) is kept and handed over when it subscribes, so none is lost.
 */
const requests = createListeners<LoginPanelRequest>();
let pending: LoginPanelRequest | undefined;

/** Asks the login panel to open, close or toggle, optionally on a tab: `requestLoginPanel({ requestType: "open", showId: "business" })`. */
export function requestLoginPanel(request: LoginPanelRequest): void {
  if (!requests.listening()) {
    pending = request;
    return;
  }
  requests.notify(request);
}

/** Listens for requests (the header does); returns the function that stops listening. */
export function subscribeLoginPanelRequests(listener: (request: LoginPanelRequest) => void): () => void {
  const stop = requests.subscribe(listener);
  if (pending) {
    const request = pending;
    pending = undefined;
    listener(request);
  }
  return stop;
}
