import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { Slider, type SliderItem } from "./slider";

const items: SliderItem[] = ["Hatchback", "Sedan", "Bakkie", "SUV", "Minibus"].map((title) => ({
  title,
  content: (
    <article>
      <h3>{title}</h3>
      <a href={`#${title.toLowerCase()}`}>Read about the {title}</a>
    </article>
  ),
}));

const track = (container: HTMLElement) => container.querySelector<HTMLElement>(".slider__track");
const indexOf = (container: HTMLElement) => track(container)?.style.getPropertyValue("--index");

beforeEach(() => {
  // jsdom has no layout: the viewport is 300px wide, so each slide is 300px.
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 200 }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Slider", () => {
  it("is a labelled carousel of slides, each a group named by position and title", async () => {
    const { container } = render(<Slider label="Vehicle types" items={items} />);
    const carousel = screen.getByRole("region", { name: "Vehicle types" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = within(carousel).getAllByRole("group", { name: /of 5/ });
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 5: Hatchback",
      "2 of 5: Sedan",
      "3 of 5: Bakkie",
      "4 of 5: SUV",
      "5 of 5: Minibus",
    ]);
    expect(indexOf(container)).toBe("0");
    await expectNoAxeViolations(container);
  });

  it("moves with next and previous, which do nothing at either end", async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    const { container } = render(<Slider label="Vehicles" items={items} onIndexChange={onIndexChange} />);
    const previous = screen.getByRole("button", { name: "Previous slide" });
    const next = screen.getByRole("button", { name: "Next slide" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    await user.click(previous);
    expect(indexOf(container)).toBe("0");
    await user.click(next);
    await user.click(next);
    expect(indexOf(container)).toBe("2");
    expect(screen.getByText("Slide 3 of 5: Bakkie")).toBeInTheDocument();
    await user.click(previous);
    expect(indexOf(container)).toBe("1");
    for (let press = 0; press < 6; press += 1) await user.click(next);
    expect(indexOf(container)).toBe("4");
    expect(next).toHaveAttribute("aria-disabled", "true");
    expect(onIndexChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 1, 2, 3, 4]);
    await expectNoAxeViolations(container);
  });

  it("works from the keyboard: Enter on next, and the slide picker", async () => {
    const user = userEvent.setup();
    const { container } = render(<Slider label="Vehicles" items={items} />);
    screen.getByRole("button", { name: "Next slide" }).focus();
    await user.keyboard("{Enter}");
    expect(indexOf(container)).toBe("1");
    const picker = screen.getByRole("group", { name: "Choose a slide" });
    await user.click(within(picker).getByRole("button", { name: "Slide 4: SUV" }));
    expect(indexOf(container)).toBe("3");
    expect(within(picker).getByRole("button", { name: "Slide 4: SUV" })).toHaveAttribute("aria-current", "true");
  });

  it("offers one picker tick per resting place when several slides show at once", () => {
    render(<Slider label="Two at a time" items={items} slidesPerPage={2} />);
    expect(within(screen.getByRole("group", { name: "Choose a slide" })).getAllByRole("button")).toHaveLength(4);
  });

  it("hides the controls when useNavigation is false", () => {
    render(<Slider label="Plain" items={items} useNavigation={false} />);
    expect(screen.queryByRole("button", { name: "Next slide" })).toBeNull();
  });

  it("brings a slide into view when focus moves into it", async () => {
    const user = userEvent.setup();
    const { container } = render(<Slider label="Vehicles" items={items} useNavigation={false} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("link", { name: "Read about the Bakkie" })).toHaveFocus();
    expect(indexOf(container)).toBe("2");
  });

  it("follows a mouse drag (transitions off) and snaps to the nearest slide on release", async () => {
    const user = userEvent.setup();
    const { container } = render(<Slider label="Vehicles" items={items} />);
    const viewport = container.querySelector<HTMLElement>(".slider__viewport");
    if (!viewport) throw new Error("no viewport");
    expect(viewport).toHaveAttribute("data-draggable", "true");
    await user.pointer([
      { keys: "[MouseLeft>]", target: viewport, coords: { clientX: 250, clientY: 50 } },
      { target: viewport, coords: { clientX: 60, clientY: 52 } },
    ]);
    expect(viewport).toHaveAttribute("data-dragging", "true");
    expect(track(container)?.style.getPropertyValue("--drag")).toBe("-190px");
    await user.pointer({ keys: "[/MouseLeft]", target: viewport, coords: { clientX: 60, clientY: 52 } });
    expect(viewport).not.toHaveAttribute("data-dragging");
    expect(indexOf(container)).toBe("1");
    expect(track(container)?.style.getPropertyValue("--drag")).toBe("0px");
  });

  it("treats a move of 7px or less as a press, not a drag", async () => {
    const user = userEvent.setup();
    const { container } = render(<Slider label="Vehicles" items={items} />);
    const viewport = container.querySelector<HTMLElement>(".slider__viewport");
    if (!viewport) throw new Error("no viewport");
    await user.pointer([
      { keys: "[MouseLeft>]", target: viewport, coords: { clientX: 200, clientY: 50 } },
      { target: viewport, coords: { clientX: 193, clientY: 50 } },
      { keys: "[/MouseLeft]", target: viewport, coords: { clientX: 193, clientY: 50 } },
    ]);
    expect(viewport).not.toHaveAttribute("data-dragging");
    expect(indexOf(container)).toBe("0");
  });

  it("does not follow a link when a drag ends on it", async () => {
    const { container } = render(<Slider label="Vehicles" items={items} />);
    const viewport = container.querySelector<HTMLElement>(".slider__viewport");
    const link = screen.getByRole("link", { name: "Read about the Hatchback" });
    const onClick = vi.fn();
    link.addEventListener("click", onClick);
    if (!viewport) throw new Error("no viewport");
    act(() => {
      fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, clientX: 250, clientY: 10, pointerType: "mouse" });
      fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 100, clientY: 10, pointerType: "mouse" });
      fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 100, clientY: 10, pointerType: "mouse" });
    });
    fireEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("cannot be dragged when every slide fits on one page", () => {
    const { container } = render(<Slider label="Few" items={items.slice(0, 2)} slidesPerPage={2} />);
    expect(container.querySelector(".slider__viewport")).not.toHaveAttribute("data-draggable");
    expect(screen.queryByRole("button", { name: "Next slide" })).toBeNull();
  });

  it("shows one slide a page with no peek unless told otherwise (§3)", () => {
    const { container } = render(<Slider label="Defaults" items={items} />);
    const root = container.querySelector<HTMLElement>(".slider");
    expect(root?.style.getPropertyValue("--configured-per-page")).toBe("1");
    expect(root?.style.getPropertyValue("--configured-peek")).toBe("0px");
  });

  it("passes the configured layout to CSS", () => {
    const { container } = render(<Slider label="Peek" items={items} slidesPerPage={3} peekAmount={40} responsive />);
    const root = container.querySelector<HTMLElement>(".slider");
    expect(root?.style.getPropertyValue("--configured-per-page")).toBe("3");
    expect(root?.style.getPropertyValue("--configured-peek")).toBe("40px");
    expect(root).toHaveAttribute("data-responsive", "true");
  });
});
