import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { RouterToggleTabs } from "./router-toggle-tabs";
import { ToggleTabs } from "./toggle-tabs";
import type { ToggleTab } from "./toggle-tabs-routing";

const tabs: ToggleTab[] = [{ label: "Overview", link: "" }, { label: "Rates", link: "rates" }, { label: "FAQ" }];

describe("ToggleTabs", () => {
  it("marks the current tab, changes on activation and emits toggled", async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { container } = render(<ToggleTabs label="Finance pages" tabs={tabs} onToggle={onToggle} />);
    const group = screen.getByRole("group", { name: "Finance pages" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Overview" })).toHaveAttribute("aria-current", "true");
    await user.click(screen.getByRole("button", { name: "FAQ" }));
    expect(screen.getByRole("button", { name: "FAQ" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Overview" })).not.toHaveAttribute("aria-current");
    expect(onToggle).toHaveBeenCalledWith({ label: "FAQ" }, 2);
    await expectNoAxeViolations(container);
  });

  it("offers the same choice as a labelled select with the 'Select a page:' placeholder", async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<ToggleTabs label="Finance pages" tabs={tabs} onToggle={onToggle} />);
    const select = screen.getByRole("combobox", { name: "Finance pages" });
    expect(screen.getByRole("option", { name: "Select a page:" })).toBeDisabled();
    expect(select).toHaveValue("0");
    await user.selectOptions(select, "Rates");
    expect(onToggle).toHaveBeenCalledWith({ label: "Rates", link: "rates" }, 1);
    expect(screen.getByRole("button", { name: "Rates" })).toHaveAttribute("aria-current", "true");
  });
});

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderRouted(path: string, onToggle?: (tab: ToggleTab, index: number) => void) {
  const element = (
    <>
      <RouterToggleTabs label="Finance pages" tabs={tabs} basePath="/finance" onToggle={onToggle} />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: "/finance", element },
      { path: "/finance/*", element },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe("RouterToggleTabs", () => {
  it("links each tab to the base path plus its link or label, and the address picks the current tab", async () => {
    const { container } = renderRouted("/finance/rates");
    expect(screen.getByRole("navigation", { name: "Finance pages" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Overview" })).toHaveAttribute("href", "/finance");
    expect(screen.getByRole("link", { name: "Rates" })).toHaveAttribute("href", "/finance/rates");
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/finance/FAQ");
    expect(screen.getByRole("link", { name: "Rates" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(container);
  });

  it("selects a tab by its label when it has no link", () => {
    renderRouted("/finance/FAQ");
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
  });

  it("navigates on activation and emits toggled", async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    renderRouted("/finance", onToggle);
    expect(screen.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await user.click(screen.getByRole("link", { name: "FAQ" }));
    expect(screen.getByTestId("path")).toHaveTextContent("/finance/FAQ");
    expect(onToggle).toHaveBeenCalledWith({ label: "FAQ" }, 2);
    await user.selectOptions(screen.getByRole("combobox", { name: "Finance pages" }), "Rates");
    expect(screen.getByTestId("path")).toHaveTextContent("/finance/rates");
  });

  it("sends an address that matches no tab to the base path", async () => {
    renderRouted("/finance/nothing-here");
    expect(await screen.findByText("/finance", { selector: "[data-testid=path]" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  });
});
