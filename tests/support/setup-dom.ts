import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});

// jsdom lays nothing out, so it has no scrolling into view; browsers all do. A no-op lets code that keeps
// a chosen option in view run here (what it scrolls is checked in the browser tests).
if (typeof Element.prototype.scrollIntoView !== "function") {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
