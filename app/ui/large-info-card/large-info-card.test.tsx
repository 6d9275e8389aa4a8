import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { LargeInfoCard } from "./large-info-card";

const smallCards = ["Fines", "Licences", "Personalised plates", "Buying a car"].map((title) => ({
  title,
  text: `All about ${title.toLowerCase()}.`,
  to: `/${title.toLowerCase().replace(/ /g, "-")}`,
}));

function renderCard(height: number, images: { left?: boolean; bottom?: boolean } = {}) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(DOMRect.fromRect({ width: 600, height }));
  const image = { src: "/a.svg", alt: "", width: 300, height: 200 };
  return render(
    <MemoryRouter>
      <LargeInfoCard
        title="Useful tools"
        smallCards={smallCards}
        leftImage={images.left ? image : undefined}
        bottomImage={images.bottom ? image : undefined}
      >
        <p>Everything you need around your vehicle.</p>
      </LargeInfoCard>
    </MemoryRouter>,
  );
}

const beyond = (container: HTMLElement) =>
  [...container.querySelectorAll("[data-beyond]")].map((card) => card.querySelector("a")?.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("LargeInfoCard", () => {
  it("lists its small cards as links under a heading", async () => {
    const { container } = renderCard(180);
    expect(screen.getByRole("heading", { level: 2, name: "Useful tools" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(4);
    expect(screen.getByRole("link", { name: "Fines" })).toHaveAttribute("href", "/fines");
    await expectNoAxeViolations(container);
  });

  it.each([
    [180, {}, 1],
    [300, {}, 2],
    [420, {}, 3],
    [700, {}, 4],
    [300, { left: true, bottom: true }, 1],
    [420, { left: true, bottom: true }, 2],
  ])("with content %ipx high and images %j keeps %i small cards beside it", (height, images, count) => {
    const { container } = renderCard(height, images);
    expect(container.querySelector<HTMLElement>(".large-info-card")?.style.getPropertyValue("--small-cards")).toBe(
      String(count),
    );
    expect(beyond(container)).toEqual(smallCards.slice(count).map((card) => card.title));
  });
});
