import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FIGURE, HYPHENATED_WORD, KeepWhole } from "./keep-whole";

const wholeParts = (container: HTMLElement) =>
  [...container.querySelectorAll(".keep-whole")].map((part) => part.textContent);

describe("KeepWhole", () => {
  it("keeps every match of its pattern on one line and leaves the words between them free to wrap", () => {
    const { container } = render(
      <KeepWhole text="Weekdays 08:00–17:00, Saturday 08:00–12:00" pattern={/(\d\d:\d\d–\d\d:\d\d)/} />,
    );
    expect(container.textContent).toBe("Weekdays 08:00–17:00, Saturday 08:00–12:00");
    expect(wholeParts(container)).toEqual(["08:00–17:00", "08:00–12:00"]);
  });

  it("leaves text without a match as it is", () => {
    const { container } = render(<KeepWhole text="Any weekday" pattern={/(\d\d:\d\d–\d\d:\d\d)/} />);
    expect(wholeParts(container)).toEqual([]);
    expect(container.textContent).toBe("Any weekday");
  });

  it("keeps a car's hyphenated make and model whole where they fit, and lets them wrap where they do not", () => {
    const { container } = render(
      <KeepWhole text="2016 Mercedes-Benz A-Class" pattern={HYPHENATED_WORD} unlessTooLong />,
    );
    expect(container.textContent).toBe("2016 Mercedes-Benz A-Class");
    expect(wholeParts(container)).toEqual(["Mercedes-Benz", "A-Class"]);
    for (const part of container.querySelectorAll(".keep-whole"))
      expect(part).toHaveClass("keep-whole--unless-too-long");
  });

  it("keeps the site's figures whole: amounts, rates and terms, not a bare number", () => {
    const { container } = render(
      <KeepWhole
        text="At most R 1 207.50 or R400 000 at 24.00%, over 24 to 72 months, with 5 business days and 1 year; Regulation 42. Saturday 08:00–12:00, updated on 25 November 2026."
        pattern={FIGURE}
      />,
    );
    expect(wholeParts(container)).toEqual([
      "R 1 207.50",
      "R400 000",
      "24.00%",
      "72 months",
      "5 business days",
      "1 year",
      "08:00–12:00",
      "25 November 2026",
    ]);
  });
});
