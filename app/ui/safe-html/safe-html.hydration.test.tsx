import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { hasSanitizer } from "~/lib/sanitize/sanitizer-registry";
import { SafeHtml } from "./safe-html";

// Its own file, so no sanitizer has been loaded in this module registry before the page hydrates.
describe("SafeHtml while hydrating", () => {
  it("keeps the markup the server sanitized, without loading the sanitizer or warning", async () => {
    const serverHtml = '<div class="from-server"><strong>Sanitized on the server</strong></div>';
    const container = document.createElement("div");
    container.innerHTML = serverHtml;
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <SafeHtml markup="<strong>Sanitized on the server</strong>" className="from-server" />,
      );
    });
    expect(container.innerHTML).toBe(serverHtml);
    expect(hasSanitizer()).toBe(false);
    expect(errors).not.toHaveBeenCalled();

    // New markup after hydration is sanitized in the browser, which loads the sanitizer for it.
    await act(async () => {
      root?.render(<SafeHtml markup={'<em>Changed</em><img src=x onerror="alert(1)">'} className="from-server" />);
    });
    await vi.waitFor(() => expect(container.innerHTML).toBe('<div class="from-server"><em>Changed</em></div>'));
    expect(hasSanitizer()).toBe(true);
    act(() => root?.unmount());
    container.remove();
    errors.mockRestore();
  });
});
