import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { clearConsent } from "~/lib/analytics/analytics-consent";
import { currentBottomOverlaySpace } from "~/ui/notifications/bottom-overlay-space";
import { CookieNotice } from "./cookie-notice";

afterEach(() => {
  clearConsent();
});

describe("CookieNotice", () => {
  it("keeps the height it covers clear at the bottom of the page while it shows, without a variable on the root", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CookieNotice />
      </MemoryRouter>,
    );
    const notice = await screen.findByRole("region", { name: "Cookies on this site" });
    // jsdom lays nothing out: the notice's top is at 0, so it covers the whole window's height.
    const covered = `${window.innerHeight - notice.getBoundingClientRect().top}px`;
    await expect.poll(() => document.body.style.paddingBottom).toBe(covered);
    expect(document.documentElement.style.scrollPaddingBottom).toBe(
      `calc(${covered} + var(--notification-bottom-space, 0px))`,
    );
    // Toasts stand above it.
    expect(`${currentBottomOverlaySpace()}px`).toBe(covered);
    // A variable set on the root would make the browser restyle every element as the notice appears.
    expect([...document.documentElement.style].filter((property) => property.startsWith("--"))).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Necessary only" }));
    expect(screen.queryByRole("region", { name: "Cookies on this site" })).toBeNull();
    expect(document.body.style.paddingBottom).toBe("");
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
    expect(currentBottomOverlaySpace()).toBe(0);
  });
});
