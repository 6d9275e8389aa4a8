import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import type { ButtonTheme } from "./button-style";
import { Button } from "./button";
import { ButtonLink } from "./button-link";

afterEach(() => {
  vi.useRealTimers();
});

describe("Button", () => {
  it("runs its action on click, Enter and Space", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(<Button onClick={onClick}>Apply now</Button>);
    const button = screen.getByRole("button", { name: "Apply now" });
    await user.click(button);
    button.focus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(button).toHaveAttribute("type", "button");
    await expectNoAxeViolations(container);
  });

  it("ignores presses while loading but stays focusable, and says it is loading", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Send, Loading" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("data-state", "loading");
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard("{Enter}");
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("is left out of the tab order and ignores clicks when disabled", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <Button disabled onClick={onClick}>
          Disabled
        </Button>
        <Button>Next</Button>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Disabled" }));
    await user.tab();
    expect(screen.getByRole("button", { name: "Next" })).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each([
    [{ theme: "info" as const, outlined: true }, ["button--info", "button--outlined"]],
    [{ block: true, chubby: true }, ["button--action", "button--block", "button--chubby"]],
  ])("shows the look %j as classes", (look, classes) => {
    render(<Button {...look}>Look</Button>);
    expect(screen.getByRole("button").className.split(" ")).toEqual(expect.arrayContaining(classes));
  });

  it("marks the forced hover look", () => {
    render(<Button hover>Hovered</Button>);
    expect(screen.getByRole("button")).toHaveAttribute("data-hover", "true");
  });

  it("throws the §8 TypeError for an unknown theme", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Button theme={"primary" as ButtonTheme}>Bad</Button>)).toThrow(
      new TypeError('Button theme "primary" is not allowed: use one of action, info, none.'),
    );
  });

  it("ripples from a press: entering, visible while held, exiting on release, then gone (300/500 ms)", () => {
    vi.useFakeTimers();
    render(<Button>Ripple</Button>);
    const button = screen.getByRole("button");
    fireEvent.mouseDown(button, { button: 0, clientX: 10, clientY: 10 });
    const ripple = () => button.querySelector(".ripple");
    expect(ripple()).toHaveAttribute("data-state", "entering");
    act(() => vi.advanceTimersByTime(300));
    expect(ripple()).toHaveAttribute("data-state", "visible");
    fireEvent.mouseUp(button);
    expect(ripple()).toHaveAttribute("data-state", "exiting");
    act(() => vi.advanceTimersByTime(499));
    expect(ripple()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(ripple()).toBeNull();
  });

  it("starts one ripple for a touch, not a second for the mouse events the browser emulates after it", () => {
    vi.useFakeTimers();
    render(<Button>Touch</Button>);
    const button = screen.getByRole("button");
    fireEvent.touchStart(button, { touches: [{ clientX: 5, clientY: 5 }] });
    fireEvent.touchEnd(button);
    fireEvent.mouseDown(button, { button: 0, clientX: 5, clientY: 5 });
    expect(button.querySelectorAll(".ripple")).toHaveLength(1);
    // Each phase's timer starts when React has rendered that phase, so time moves on in steps.
    act(() => vi.advanceTimersByTime(300));
    act(() => vi.advanceTimersByTime(500));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseDown(button, { button: 0, clientX: 5, clientY: 5 });
    expect(button.querySelectorAll(".ripple")).toHaveLength(1);
    expect(button.querySelector(".ripple")).toHaveAttribute("data-state", "entering");
  });

  it("does not ripple when disabled", () => {
    render(<Button disabled>Still</Button>);
    fireEvent.mouseDown(screen.getByRole("button"), { button: 0 });
    expect(screen.getByRole("button").querySelector(".ripple")).toBeNull();
  });
});

describe("ButtonLink", () => {
  function renderInRouter(element: ReactElement) {
    const router = createMemoryRouter(
      [
        { path: "/", element },
        { path: "/business", element: <h1>Business page</h1> },
      ],
      { initialEntries: ["/"] },
    );
    return render(<RouterProvider router={router} />);
  }

  it("navigates within the site like a link", async () => {
    const user = userEvent.setup();
    const { container } = renderInRouter(<ButtonLink to="/business">Finance for business</ButtonLink>);
    const link = screen.getByRole("link", { name: "Finance for business" });
    expect(link).toHaveClass("button", "button--action");
    await expectNoAxeViolations(container);
    await user.click(link);
    expect(await screen.findByRole("heading", { name: "Business page" })).toBeInTheDocument();
  });

  it("opens an outside address in a new window safely and says so", () => {
    renderInRouter(
      <ButtonLink href="https://secure.example.co.za/login" newWindow theme="info" outlined>
        Log in
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: /^Log in\s*\(opens in a new window\)$/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveClass("button--info", "button--outlined");
  });

  it("rejects an unknown theme like Button does", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <MemoryRouter>
          <ButtonLink to="/" theme={"danger" as ButtonTheme}>
            x
          </ButtonLink>
        </MemoryRouter>,
      ),
    ).toThrow(TypeError);
  });
});
