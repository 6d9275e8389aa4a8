import { describe, expect, it, vi } from "vitest";
import {
  hasSanitizer,
  provideSanitizer,
  sanitizeIfReady,
  sanitizeOrEscape,
  subscribeToSanitizer,
} from "./sanitizer-registry";

describe("sanitizer registry", () => {
  it("escapes markup until a sanitizer is provided, then uses it and tells subscribers", () => {
    expect(hasSanitizer()).toBe(false);
    expect(sanitizeIfReady("<b>x</b>")).toBeUndefined();
    expect(sanitizeOrEscape("<b>x</b>")).toBe("&lt;b&gt;x&lt;/b&gt;");
    const listener = vi.fn();
    const unsubscribe = subscribeToSanitizer(listener);
    provideSanitizer((markup) => markup.replace(/<\/?script>/g, ""));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(hasSanitizer()).toBe(true);
    expect(sanitizeIfReady("<script>x</script>")).toBe("x");
    expect(sanitizeOrEscape("<script>y</script>")).toBe("y");
    unsubscribe();
    provideSanitizer((markup) => markup);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
