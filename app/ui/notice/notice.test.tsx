import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { sanitizeHtml } from "~/lib/sanitize/sanitize-html.server";
import { Notice } from "./notice";

describe("Notice", () => {
  it("shows its icon, title, plain message and actions as a note named by the title", async () => {
    const { container } = render(
      <MemoryRouter>
        <Notice
          icon="info"
          title="Rates are changing"
          message="From 1 August the prime rate is 10.75% <b>not bold</b>."
          actions={[
            { title: "See our rates", href: "/business" },
            { title: "Read the SARB statement", href: "https://www.resbank.co.za" },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("note", { name: "Rates are changing" })).toBeInTheDocument();
    expect(screen.getByText(/From 1 August/)).toHaveTextContent(
      "From 1 August the prime rate is 10.75% <b>not bold</b>.",
    );
    expect(screen.getByRole("link", { name: "See our rates" })).toHaveAttribute("href", "/business");
    expect(screen.getByRole("link", { name: "Read the SARB statement" })).toHaveAttribute(
      "href",
      "https://www.resbank.co.za",
    );
    await expectNoAxeViolations(container);
  });

  it("renders a markup message as it was sanitized where it entered", async () => {
    const message = await sanitizeHtml(
      '<p>Call <strong>0860 866 692</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    );
    const { container } = render(
      <MemoryRouter>
        <Notice title="Markup" messageIsMarkup message={message} />
      </MemoryRouter>,
    );
    expect((await screen.findByText("0860 866 692")).tagName).toBe("STRONG");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("a")).not.toHaveAttribute("href");
  });

  it("shows an image with its alt text and size", () => {
    render(
      <MemoryRouter>
        <Notice
          title="With image"
          message="Text"
          image={{ src: "/car.svg", alt: "A family car", width: 200, height: 120 }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("img", { name: "A family car" })).toHaveAttribute("width", "200");
  });
});
