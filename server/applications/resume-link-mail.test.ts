import { describe, expect, it } from "vitest";
import { resumeLinkContent } from "./resume-link-mail";

const URL_ = "https://www.umoyafinance.co.za/apply/resume/Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBfYWJjZGVmZ2hpams";

describe("the resume link's e-mail", () => {
  it("gives the link, until when it works in South African time, and says nothing was sent yet", () => {
    const content = resumeLinkContent({
      to: "nomsa@example.co.za",
      firstName: "Nomsa",
      url: URL_,
      expiresAt: new Date("2026-12-05T12:05:00Z"),
    });
    expect(content.subject).toBe("Continue your finance application with Umoya Finance");
    expect(content.text).toContain("Hello Nomsa,");
    expect(content.text).toContain(`\n\n${URL_}\n\n`);
    expect(content.text).toContain("until 5 December 2026 at 14:05 (South African time)");
    expect(content.text).toContain("no credit bureau is contacted until you submit it");
    expect(content.html).toContain(`<a href="${URL_}">Continue my application</a>`);
    expect(content.html).toContain("until 5 December 2026 at 14:05 (South African time)");
    // The address it goes to is not repeated in the message.
    expect(content.text).not.toContain("nomsa@example.co.za");
    expect(content.html).not.toContain("nomsa@example.co.za");
  });

  it("escapes the first name in the HTML, and greets without one", () => {
    const content = resumeLinkContent({
      to: "x@example.co.za",
      firstName: "<b>Nomsa</b>",
      url: URL_,
      expiresAt: new Date("2026-12-05T12:05:00Z"),
    });
    expect(content.html).toContain("Hello &lt;b&gt;Nomsa&lt;/b&gt;,");
    expect(content.html).not.toContain("<b>");
    const unnamed = resumeLinkContent({
      to: "x@example.co.za",
      firstName: undefined,
      url: URL_,
      expiresAt: new Date(),
    });
    expect(unnamed.text.startsWith("Hello,\n\n")).toBe(true);
  });
});
