import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { Accordion } from "./accordion";
import { CollapsibleStep } from "./collapsible-step";

const steps = [
  { title: "Get a quote", description: "Tell us about the vehicle and your budget." },
  { title: "Send documents", description: "Your ID, payslips and bank statements." },
  { title: "Sign and drive", description: "Sign the agreement and collect your car." },
];

describe("Accordion", () => {
  it("starts with every step closed, each header a button in a heading", async () => {
    const { container } = render(<Accordion steps={steps} />);
    for (const step of steps) {
      const button = screen.getByRole("button", { name: step.title });
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(button.parentElement?.tagName).toBe("H3");
      expect(screen.queryByText(step.description)).not.toBeVisible();
    }
    await expectNoAxeViolations(container);
  });

  it("opens a step on click, emits its title, and shows its region labelled by the header", async () => {
    const user = userEvent.setup();
    const onStepOpen = vi.fn();
    const { container } = render(<Accordion steps={steps} onStepOpen={onStepOpen} />);
    const header = screen.getByRole("button", { name: "Send documents" });
    await user.click(header);
    expect(header).toHaveAttribute("aria-expanded", "true");
    const region = screen.getByRole("region", { name: "Send documents" });
    expect(header).toHaveAttribute("aria-controls", region.id);
    expect(region).toHaveTextContent("Your ID, payslips and bank statements.");
    expect(onStepOpen).toHaveBeenCalledExactlyOnceWith("Send documents");
    expect(container.querySelector('[data-state="open"] [data-icon="minus"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it("closes the other steps when one opens, by default", async () => {
    const user = userEvent.setup();
    render(<Accordion steps={steps} />);
    await user.click(screen.getByRole("button", { name: "Get a quote" }));
    await user.click(screen.getByRole("button", { name: "Sign and drive" }));
    expect(screen.getByRole("button", { name: "Get a quote" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Sign and drive" })).toHaveAttribute("aria-expanded", "true");
  });

  it("keeps others open when closeOthers is off, and closes a step on a second press without emitting", async () => {
    const user = userEvent.setup();
    const onStepOpen = vi.fn();
    render(<Accordion steps={steps} closeOthers={false} onStepOpen={onStepOpen} />);
    await user.click(screen.getByRole("button", { name: "Get a quote" }));
    await user.click(screen.getByRole("button", { name: "Sign and drive" }));
    expect(screen.getAllByRole("region")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Get a quote" }));
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(onStepOpen.mock.calls).toEqual([["Get a quote"], ["Sign and drive"]]);
  });

  it("starts open when collapse is false", () => {
    render(<Accordion steps={steps} collapse={false} closeOthers={false} />);
    expect(screen.getAllByRole("region")).toHaveLength(3);
  });

  it("opens with Enter and Space and moves between headers with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(<Accordion steps={steps} />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Get a quote" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Get a quote" })).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Send documents" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "Send documents" })).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{End}");
    expect(screen.getByRole("button", { name: "Sign and drive" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Get a quote" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("button", { name: "Sign and drive" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("button", { name: "Get a quote" })).toHaveFocus();
  });

  it("scrolls an opened step into view", async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      render(<Accordion steps={steps} />);
      await user.click(screen.getByRole("button", { name: "Sign and drive" }));
      await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      expect(scrollIntoView.mock.contexts[0]).toHaveAttribute("data-state", "open");
    } finally {
      Reflect.deleteProperty(Element.prototype, "scrollIntoView");
    }
  });
});

describe("CollapsibleStep", () => {
  it("is a disclosure: closed by default, opens on press and emits its title", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const { container } = render(
      <CollapsibleStep title="What is a balloon payment?" onOpen={onOpen}>
        <p>A lump sum at the end of the agreement.</p>
      </CollapsibleStep>,
    );
    const button = screen.getByRole("button", { name: "What is a balloon payment?" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(screen.getByRole("region", { name: "What is a balloon payment?" })).toHaveTextContent("A lump sum");
    expect(onOpen).toHaveBeenCalledWith("What is a balloon payment?");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(container);
  });

  it("starts open when collapse is false", () => {
    render(
      <CollapsibleStep title="Open" collapse={false} headingLevel={2}>
        <p>Shown</p>
      </CollapsibleStep>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Open" })).toBeInTheDocument();
    expect(screen.getByText("Shown")).toBeVisible();
  });
});
