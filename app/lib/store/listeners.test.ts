import { describe, expect, it, vi } from "vitest";
import { createListeners } from "./listeners";

describe("createListeners", () => {
  it("tells every listener, until it unsubscribes, and says whether anyone listens", () => {
    const listeners = createListeners<string>();
    expect(listeners.listening()).toBe(false);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = listeners.subscribe(first);
    listeners.subscribe(second);
    expect(listeners.listening()).toBe(true);
    listeners.notify("open");
    stopFirst();
    listeners.notify("close");
    expect(first.mock.calls).toEqual([["open"]]);
    expect(second.mock.calls).toEqual([["open"], ["close"]]);
    expect(listeners.listening()).toBe(true);
  });
});
