import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { SafeHtml } from "./safe-html";

describe("SafeHtml", () => {
  it("shows allowed formatting and links once the sanitizer has run", async () => {
    const { container } = render(
      <SafeHtml markup={'<p>Rates from <strong>11.75%</strong>. <a href="/business">Business</a></p>'} />,
    );
    expect((await screen.findByText("11.75%")).tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "Business" })).toHaveAttribute("href", "/business");
    expect(container.firstElementChild).not.toHaveAttribute("aria-busy");
    await expectNoAxeViolations(container);
  });

  it("drops scripts and event handlers before they reach the page", async () => {
    const { container } = render(
      <SafeHtml
        markup={'<img src=x onerror="window.hacked=1"><script>window.hacked=1</script><b onclick="x()">b</b>'}
      />,
    );
    await screen.findByText("b");
    expect(container.querySelector("img, script")).toBeNull();
    expect(container.querySelector("b")).not.toHaveAttribute("onclick");
    expect(container.innerHTML).toBe("<div><b>b</b></div>");
  });

  it("renders inline when asked, for a run of text inside a sentence", async () => {
    const { container } = render(
      <p>
        Before <SafeHtml as="span" markup="<em>middle</em>" /> after
      </p>,
    );
    expect(await screen.findByText("middle")).toBeInTheDocument();
    expect(container.querySelector("p > span > em")).toHaveTextContent("middle");
  });

  it("sanitizes new markup when it changes", async () => {
    const { rerender } = render(<SafeHtml markup="<b>first</b>" />);
    await screen.findByText("first");
    rerender(<SafeHtml markup={"<i>second</i><script>x</script>"} />);
    expect(screen.getByText("second").tagName).toBe("I");
    expect(document.querySelector("script")).toBeNull();
  });
});
