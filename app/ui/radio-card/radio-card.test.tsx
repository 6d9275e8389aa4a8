import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { RadioCard } from "./radio-card";

function Terms() {
  const [value, setValue] = useState("");
  return (
    <fieldset>
      <legend>Repayment term</legend>
      {["48", "72"].map((term) => (
        <RadioCard
          key={term}
          name="term"
          value={term}
          checked={value === term}
          onChange={setValue}
          title={`${term} months`}
        >
          <p>Pay it off over {term} months.</p>
        </RadioCard>
      ))}
      <p data-testid="value">{value || "(empty)"}</p>
    </fieldset>
  );
}

describe("RadioCard", () => {
  it("is a radio button labelled by its title and described by its content", async () => {
    const { container } = render(<Terms />);
    const radio = screen.getByRole("radio", { name: "48 months" });
    expect(radio).toHaveAccessibleDescription("Pay it off over 48 months.");
    await expectNoAxeViolations(container);
  });

  it("chooses its value on a click and moves between cards with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Terms />);
    await user.click(screen.getByText("48 months"));
    expect(screen.getByTestId("value")).toHaveTextContent("48");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "72 months" })).toBeChecked();
    expect(screen.getByTestId("value")).toHaveTextContent("72");
  });

  it("propagates an empty string when a checkbox card is cleared", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <RadioCard
        type="checkbox"
        name="extras"
        value="insurance"
        checked={false}
        onChange={onChange}
        title="Add insurance"
      />,
    );
    await user.click(screen.getByRole("checkbox", { name: "Add insurance" }));
    expect(onChange).toHaveBeenLastCalledWith("insurance");
    rerender(
      <RadioCard type="checkbox" name="extras" value="insurance" checked onChange={onChange} title="Add insurance" />,
    );
    await user.click(screen.getByRole("checkbox", { name: "Add insurance" }));
    expect(onChange).toHaveBeenLastCalledWith("");
  });
});
