import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { brand } from "~/content/brand";
import { PREFERRED_TIME_LABELS } from "~/lib/leads/lead-submission";
import { KeepWhole } from "~/ui/keep-whole/keep-whole";
import { TIME_RANGE } from "./time-range";

const wholeParts = (text: string) => {
  const { container } = render(<KeepWhole text={text} pattern={TIME_RANGE} />);
  return [...container.querySelectorAll(".keep-whole")].map((part) => part.textContent);
};

describe("time ranges kept whole", () => {
  it("finds each range of the brand's opening hours (the call-back card)", () => {
    expect(wholeParts(brand.contact.hours)).toEqual(brand.contact.hours.match(/\d{2}:\d{2}–\d{2}:\d{2}/g));
    expect(wholeParts(brand.contact.hours).length).toBeGreaterThan(0);
  });

  it("finds a call time's hours with their brackets (the call-me-back form)", () => {
    expect(wholeParts(PREFERRED_TIME_LABELS.evening)).toEqual(["(17:00 to 19:00)"]);
  });
});
