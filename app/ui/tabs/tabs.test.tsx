import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { Tabs } from "./tabs";

const tabs = [
  { label: "Instalment sale", content: <p>You own the vehicle at the end.</p> },
  { label: "Lease", content: <p>You return or replace the vehicle.</p> },
  { label: "Rental", content: <p>A fixed monthly rental.</p> },
];

describe("Tabs", () => {
  it("is a tab list whose selected tab shows its panel", async () => {
    const { container } = render(<Tabs label="Finance options" tabs={tabs} />);
    expect(screen.getByRole("tablist", { name: "Finance options" })).toBeInTheDocument();
    const first = screen.getByRole("tab", { name: "Instalment sale" });
    expect(first).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel", { name: "Instalment sale" });
    expect(first).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveTextContent("You own the vehicle at the end.");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it("selects a tab on click", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Tabs label="Finance options" tabs={tabs} onSelect={onSelect} />);
    await user.click(screen.getByRole("tab", { name: "Rental" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("A fixed monthly rental.");
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it("moves with the arrow keys (wrapping), Home and End, keeping one tab stop", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Finance options" tabs={tabs} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Instalment sale" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Lease" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("You return or replace the vehicle.");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Rental" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Instalment sale" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Rental" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tab").map((tab) => tab.getAttribute("tabindex"))).toEqual(["-1", "-1", "0"]);
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });
});
