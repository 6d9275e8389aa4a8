import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { clearConsent, readConsent } from "~/lib/analytics/analytics-consent";
import { CookieNotice } from "./cookie-notice";
import { CookieSettingsButton } from "./cookie-settings-button";

afterEach(() => {
  clearConsent();
});

describe("CookieSettingsButton", () => {
  it("brings the answered cookie notice back, forgets the answer and moves focus to the notice", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MemoryRouter>
        <CookieSettingsButton />
        <CookieNotice />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Accept analytics" }));
    expect(readConsent()).toBe("granted");
    expect(screen.queryByRole("region", { name: "Cookies on this site" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Cookie settings" }));
    const notice = await screen.findByRole("region", { name: "Cookies on this site" });
    expect(readConsent()).toBe("unknown");
    await expect.poll(() => document.activeElement).toBe(notice);
    expect(screen.getByRole("link", { name: "Read Our Cookie Notice" })).toHaveAttribute(
      "href",
      "/legal/cookie-notice",
    );
    await expectNoAxeViolations(container);
  });
});
