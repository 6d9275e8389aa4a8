import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";

describe("LayoutGrid", () => {
  it("lays its children out in the columns asked for, warning once in development that it is experimental", async () => {
    vi.resetModules();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { LayoutGrid } = await import("./layout-grid");
    const { container } = render(
      <>
        <LayoutGrid columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap={24}>
          <p>One</p>
          <p>Two</p>
        </LayoutGrid>
        <LayoutGrid>
          <p>Three</p>
        </LayoutGrid>
      </>,
    );
    const grid = screen.getByText("One").parentElement;
    expect(grid?.style.getPropertyValue("--columns-desktop")).toBe("4");
    expect(grid?.style.getPropertyValue("--grid-gap")).toBe("24px");
    expect(warn).toHaveBeenCalledExactlyOnceWith("This component is experimental. Please use with caution");
    await expectNoAxeViolations(container);
    warn.mockRestore();
  });
});
