import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { MAINTENANCE_WARNING } from "~/lib/site-definitions/navigation-definition";
import { WarningBanner } from "./warning-banner";

afterEach(() => sessionStorage.clear());

describe("WarningBanner", () => {
  it("shows the maintenance warning until dismissed, then stores true for the session", async () => {
    const user = userEvent.setup();
    const { container } = render(<WarningBanner warning={MAINTENANCE_WARNING} />);
    const banner = screen.getByRole("region", { name: "Service notice" });
    expect(banner).toHaveAttribute("data-state", "open");
    expect(banner).toHaveTextContent(MAINTENANCE_WARNING.value);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole("button", { name: "Dismiss this notice" }));
    expect(screen.queryByRole("region", { name: "Service notice" })).toBeNull();
    expect(sessionStorage.getItem("dr_error_2021")).toBe("true");
  });

  it("stays hidden while sessionStorage holds true under the warning's key", () => {
    sessionStorage.setItem("dr_error_2021", "true");
    render(<WarningBanner warning={MAINTENANCE_WARNING} />);
    expect(screen.queryByRole("region", { name: "Service notice" })).toBeNull();
  });

  it("shows nothing without a warning, and a new warning key shows again", () => {
    const { rerender } = render(<WarningBanner warning={undefined} />);
    expect(screen.queryByRole("region")).toBeNull();
    sessionStorage.setItem("dr_error_2021", "true");
    act(() => rerender(<WarningBanner warning={{ key: "rates-change", value: "Rates change on Monday." }} />));
    expect(screen.getByRole("region", { name: "Service notice" })).toHaveTextContent("Rates change on Monday.");
  });
});
