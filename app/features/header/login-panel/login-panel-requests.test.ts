import { afterEach, describe, expect, it, vi } from "vitest";
import { requestLoginPanel, subscribeLoginPanelRequests } from "./login-panel-requests";

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("login panel requests", () => {
  it("hands each request to every listener", () => {
    const first = vi.fn();
    const second = vi.fn();
    stops.push(subscribeLoginPanelRequests(first), subscribeLoginPanelRequests(second));
    requestLoginPanel({ requestType: "open", showId: "business" });
    expect(first).toHaveBeenCalledWith({
      requestType: "open",
      showId: "business",
    });
    expect(second).toHaveBeenCalledWith({
      requestType: "open",
      showId: "business",
    });
  });

  it("stops handing requests to a listener that unsubscribed", () => {
    const listener = vi.fn();
    subscribeLoginPanelRequests(listener)();
    stops.push(subscribeLoginPanelRequests(vi.fn()));
    requestLoginPanel({ requestType: "toggle" });
    expect(listener).not.toHaveBeenCalled();
  });

  it("keeps the latest request made before anyone listens and delivers it once on subscribing", () => {
    requestLoginPanel({ requestType: "open", showId: "personal" });
    requestLoginPanel({ requestType: "open", showId: "partner" });
    const listener = vi.fn();
    stops.push(subscribeLoginPanelRequests(listener));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({
      requestType: "open",
      showId: "partner",
    });
    const late = vi.fn();
    stops.push(subscribeLoginPanelRequests(late));
    expect(late).not.toHaveBeenCalled();
  });
});
