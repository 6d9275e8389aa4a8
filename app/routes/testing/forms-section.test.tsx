import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
// eslint-disable-next-line no-restricted-imports -- tests/support lies outside app/, so no ~/ alias reaches it.
import { expectNoAxeViolations } from "../../../tests/support/axe";
import { FormsSection } from "./forms-section";

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("FormsSection (catalogue demo form)", () => {
  it("offers every control under the labels the catalogue promises", async () => {
    const { container } = render(<FormsSection />);
    const form = screen.getByRole("form", { name: "Form controls" });
    expect(within(form).getByRole("textbox", { name: "ID number" })).toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: "Cellphone number" })).toHaveAttribute("type", "tel");
    expect(within(form).getByRole("textbox", { name: "Email address" })).toHaveAttribute("type", "email");
    expect(within(form).getByRole("textbox", { name: "Purchase price" })).toHaveAttribute("data-type", "price");
    expect(within(form).getByRole("textbox", { name: "Amount" }).closest(".field")).toHaveClass("amount-field");
    expect(within(form).getByLabelText("Password", { selector: "input" })).toHaveAttribute("type", "password");
    expect(within(form).getByRole("combobox", { name: "Vehicle type" })).toHaveTextContent("Select a vehicle type");
    expect(within(form).getByRole("spinbutton", { name: "Term in months" })).toHaveValue("60");
    await expectNoAxeViolations(container);
  });

  it("shows the ID and phone messages as the user types and leaves each field", async () => {
    const user = userEvent.setup();
    render(<FormsSection />);
    const id = screen.getByRole("textbox", { name: "ID number" });
    await user.type(id, "80010150");
    await user.tab();
    expect(id).toHaveAccessibleDescription("That's too short to be an ID number.");
    await user.click(id);
    await user.keyboard("090887");
    expect(id).toHaveAccessibleDescription("That's too long to be an ID number.");
    await user.keyboard("{Backspace}{Backspace}8");
    expect(id).toHaveAccessibleDescription("That doesn't seem to be a valid ID.");
    await user.keyboard("{Backspace}7");
    expect(id).toHaveAttribute("aria-invalid", "false");

    const phone = screen.getByRole("textbox", { name: "Cellphone number" });
    await user.type(phone, "0105551234");
    await user.tab();
    expect(phone).toHaveAccessibleDescription("This is not a valid phone number");
  });

  it("formats the purchase price when the field is left", async () => {
    const user = userEvent.setup();
    render(<FormsSection />);
    const price = screen.getByRole("textbox", { name: "Purchase price" });
    await user.type(price, "350000");
    await user.tab();
    expect(price).toHaveValue("R 350 000.00");
    expect(price).toHaveAttribute("aria-invalid", "false");
  });

  it("on submit shows every problem, focuses the first and says how many there are", async () => {
    const user = userEvent.setup();
    render(<FormsSection />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("textbox", { name: "ID number" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("7 fields need your attention.");
    expect(screen.getByRole("combobox", { name: "Vehicle type" })).toHaveAccessibleDescription("Choose a vehicle type");
    expect(screen.getByLabelText("Password", { selector: "input" })).toHaveAccessibleDescription(
      "Enter your password here.",
    );
  });

  it("accepts a form whose every answer passes", async () => {
    const user = userEvent.setup();
    render(<FormsSection />);
    await user.type(screen.getByRole("textbox", { name: "ID number" }), "8001015009087");
    await user.type(screen.getByRole("textbox", { name: "Cellphone number" }), "0825551234");
    await user.type(screen.getByRole("textbox", { name: "Email address" }), "thabo@example.co.za");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "correct horse");
    await user.type(screen.getByRole("textbox", { name: "Purchase price" }), "350000");
    await user.type(screen.getByRole("textbox", { name: "Amount" }), "50000");
    await user.click(screen.getByRole("combobox", { name: "Vehicle type" }));
    await user.click(screen.getByRole("option", { name: "Used vehicle" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("status")).toHaveTextContent("Every answer passed its checks.");
  });

  it("switches errors inline, disables the form, revalidates and clears", async () => {
    const user = userEvent.setup();
    render(<FormsSection />);
    await user.click(screen.getByRole("radio", { name: "Inline, pushing the form down" }));
    await user.click(screen.getByRole("button", { name: "Check every field" }));
    const id = screen.getByRole("textbox", { name: "ID number" });
    expect(id).toHaveAccessibleDescription("This field is required");
    expect(id.closest(".field")).toHaveAttribute("data-error-placement", "inline");
    await user.click(screen.getByRole("button", { name: "Clear the form" }));
    // Clearing draws the controls afresh: the field is found again.
    const cleared = screen.getByRole("textbox", { name: "ID number" });
    expect(cleared).toHaveAttribute("aria-invalid", "false");
    await user.click(screen.getByRole("checkbox", { name: "Disable the form" }));
    expect(cleared).toBeDisabled();
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
  });
});
