import { render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated";

function Probe() {
  return <p>{useHydrated() ? "browser" : "server"}</p>;
}

describe("useHydrated", () => {
  it("is false on the server", () => {
    expect(renderToString(<Probe />)).toContain("server");
  });

  it("is false while hydrating the server's markup, so it matches, and true right after", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("browser");
    container.remove();
  });

  it("is true at once for a part first rendered in the browser", () => {
    render(<Probe />);
    expect(screen.getByText("browser")).toBeInTheDocument();
  });
});
