import { render, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { content } from "~/content/pages/vehicle-finance-guide";
import type { PageContent } from "~/content/page-content";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import VehicleFinanceGuidePage from "./vehicle-finance-guide";

// The routes compose a content page with the leads feature's call-back card; this is that composition.

describe("the call-back card of a content page", () => {
  it("is a disclosure button that shows the form's region, with Calculate beside it", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MemoryRouter>
        <VehicleFinanceGuidePage />
      </MemoryRouter>,
    );
    const card = container.querySelector("#call-me-back") as HTMLElement;
    const toggle = within(card).getByRole("button", { name: "Call me back" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const region = container.querySelector(`#${toggle.getAttribute("aria-controls")}`);
    expect(region).not.toBeVisible();
    expect(within(card).getByRole("link", { name: "Calculate" })).toHaveAttribute("href", "/useful-tools");
    await expectNoAxeViolations(card);
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(region).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("offers the call alone where the page says working out an instalment is not the next step", () => {
    const callOnly: PageContent = {
      ...content,
      sections: content.sections.map((section) =>
        section.kind === "call-me-back" ? { ...section, calculate: false } : section,
      ),
    };
    const { container } = render(
      <MemoryRouter>
        <ContentPage content={callOnly} callBackCard={CallBackCard} />
      </MemoryRouter>,
    );
    const card = container.querySelector("#call-me-back") as HTMLElement;
    expect(within(card).getByRole("button", { name: "Call me back" })).toBeInTheDocument();
    expect(within(card).queryByRole("link", { name: "Calculate" })).toBeNull();
  });
});
