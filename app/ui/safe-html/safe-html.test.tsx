import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { sanitizeHtml } from "~/lib/sanitize/sanitize-html.server";
import { SafeHtml } from "./safe-html";

describe("SafeHtml", () => {
  it("shows sanitized formatting and links as they were stored", async () => {
    const markup = await sanitizeHtml('<p>Rates from <strong>11.75%</strong>. <a href="/business">Business</a></p>');
    const { container } = render(<SafeHtml markup={markup} />);
    expect(screen.getByText("11.75%").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "Business" })).toHaveAttribute("href", "/business");
    await expectNoAxeViolations(container);
  });

  it("shows what the sanitizer left of hostile markup, and nothing else", async () => {
    const markup = await sanitizeHtml(
      '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script><b onclick="x()">b</b>',
    );
    const { container } = render(<SafeHtml markup={markup} />);
    expect(container.innerHTML).toBe("<div><b>b</b></div>");
  });

  it("renders inline when asked, for a run of text inside a sentence", async () => {
    const markup = await sanitizeHtml("<em>middle</em>");
    const { container } = render(
      <p>
        Before <SafeHtml as="span" markup={markup} /> after
      </p>,
    );
    expect(container.querySelector("p > span > em")).toHaveTextContent("middle");
  });

  it("hydrates the server's markup as it is: the same string on both sides, no warning", async () => {
    const markup = await sanitizeHtml("<strong>Sanitized when stored</strong>");
    const page = <SafeHtml markup={markup} className="stored" />;
    const host = document.createElement("div");
    host.innerHTML = renderToString(page);
    document.body.append(host);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(host, page, { onRecoverableError: recoverable });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(host.innerHTML).toBe('<div class="stored"><strong>Sanitized when stored</strong></div>');
    errors.mockRestore();
    host.remove();
  });

  it("takes only sanitized markup: a plain string does not type-check", () => {
    // @ts-expect-error -- a string is not SanitizedHtml; only the sanitizer makes one.
    const element = <SafeHtml markup="<b>raw</b>" />;
    expect(element.props).toMatchObject({ markup: "<b>raw</b>" });
  });
});
