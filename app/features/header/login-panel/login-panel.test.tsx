import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { stubMatchMedia } from "#test-support/match-media";
import { brand } from "~/content/brand";
import { LoginPanel } from "./login-panel";
import type { LoginPanelId } from "./login-panel-state";

function OpenPanel() {
  const [active, setActive] = useState<LoginPanelId>("personal");
  return (
    <LoginPanel state={{ open: true, active }} logoSrc={brand.logo.standard} onClose={() => {}} onSelect={setActive} />
  );
}

beforeEach(() => stubMatchMedia(() => false));
afterEach(() => vi.unstubAllGlobals());

describe("the login panel's security warning", () => {
  it("warns under the spec's elements, on every tab, that we never ask for a PIN or password by phone, e-mail or SMS", async () => {
    const user = userEvent.setup();
    render(<OpenPanel />);
    const dialog = screen.getByRole("dialog", { name: `Log in to ${brand.name}` });
    for (const tab of ["PERSONAL", "BUSINESS", "PARTNER LOGIN"]) {
      await user.click(within(dialog).getByRole("tab", { name: tab }));
      const warning = within(dialog).getByRole("complementary", { name: "Keep your login details safe" });
      expect(warning).toHaveTextContent(
        `${brand.name} will never ask for your PIN, password or one-time PIN by phone, e-mail or SMS.`,
      );
      expect(warning).toHaveTextContent("https://secure.umoyafinance.co.za");
      expect(within(warning).getByRole("link", { name: brand.contact.phone })).toHaveAttribute(
        "href",
        brand.contact.phoneHref,
      );
      // Under the spec's elements: after the tab panel, never between the tabs and their content.
      const panel = within(dialog).getByRole("tabpanel");
      expect(panel.compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it("keeps the spec's words for the login button and the partner tab", () => {
    render(<OpenPanel />);
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("link", { name: /^Login to Account Services/ })).toHaveAttribute(
      "href",
      brand.selfService.personalLogin,
    );
    expect(within(dialog).getByRole("tab", { name: "PARTNER LOGIN" })).toBeInTheDocument();
  });

  it("passes axe with the warning showing", async () => {
    const { container } = render(<OpenPanel />);
    expect(screen.getByRole("complementary", { name: "Keep your login details safe" })).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
