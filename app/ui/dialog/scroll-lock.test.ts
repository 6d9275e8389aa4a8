// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { lockPageScroll } from "./scroll-lock";

afterEach(() => {
  document.documentElement.removeAttribute("style");
});

describe("lockPageScroll", () => {
  it("hides the page's overflow and restores what was there on release", () => {
    document.documentElement.style.overflow = "auto";
    const release = lockPageScroll(document);
    expect(document.documentElement.style.overflow).toBe("hidden");
    expect(document.documentElement.dataset.scrollLocked).toBe("true");
    release();
    expect(document.documentElement.style.overflow).toBe("auto");
    expect(document.documentElement.dataset.scrollLocked).toBeUndefined();
  });

  it("keeps the page locked until the last of several locks is released, and ignores a second release", () => {
    const first = lockPageScroll(document);
    const second = lockPageScroll(document);
    first();
    first();
    expect(document.documentElement.style.overflow).toBe("hidden");
    second();
    expect(document.documentElement.style.overflow).toBe("");
  });
});
