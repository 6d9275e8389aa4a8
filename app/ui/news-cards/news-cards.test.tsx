import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { NewsCards, type NewsCard } from "./news-cards";

const cards: NewsCard[] = ["Rates", "Solar", "Fleet", "Fines", "Licences", "Plates"].map((topic, index) => ({
  date: `2025-0${index + 1}-1${index}`,
  description: `What changed for ${topic.toLowerCase()}.`,
  link: { to: `/news/${topic.toLowerCase()}`, label: `${topic} update` },
  image: { src: `/${topic}.svg`, alt: "", width: 320, height: 200 },
}));

describe("NewsCards", () => {
  it("shows the first four cards in the desktop row, each with its date as yyyy/MM/dd", async () => {
    const { container } = render(
      <MemoryRouter>
        <NewsCards label="Latest news" cards={cards} />
      </MemoryRouter>,
    );
    const row = screen.getByRole("list", { name: "Latest news" });
    const items = within(row).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(within(items[0] as HTMLElement).getByText("2025/01/10")).toHaveAttribute("dateTime", "2025-01-10");
    expect(within(items[0] as HTMLElement).getByRole("link", { name: "Rates update" })).toHaveAttribute(
      "href",
      "/news/rates",
    );
    await expectNoAxeViolations(container);
  });

  it("puts every card in the mobile slider", () => {
    render(
      <MemoryRouter>
        <NewsCards label="Latest news" cards={cards} />
      </MemoryRouter>,
    );
    const slider = screen.getByRole("region", { name: "Latest news" });
    expect(within(slider).getAllByRole("article")).toHaveLength(6);
    expect(slider).toHaveAttribute("data-responsive", "true");
  });
});
