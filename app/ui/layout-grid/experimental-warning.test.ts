import { describe, expect, it, vi } from "vitest";
import { createOnceWarning, EXPERIMENTAL_WARNING } from "./experimental-warning";

describe("createOnceWarning", () => {
  it("warns once in development however often it is called", () => {
    const warn = vi.fn();
    const warnOnce = createOnceWarning(EXPERIMENTAL_WARNING, true, warn);
    warnOnce();
    warnOnce();
    warnOnce();
    expect(warn).toHaveBeenCalledExactlyOnceWith("This component is experimental. Please use with caution");
  });

  it("stays silent in production", () => {
    const warn = vi.fn();
    createOnceWarning(EXPERIMENTAL_WARNING, false, warn)();
    expect(warn).not.toHaveBeenCalled();
  });
});
