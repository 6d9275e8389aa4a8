import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { Skeleton } from "./skeleton";

describe("Skeleton", () => {
  it("draws the preset's stops, hidden from assistive technology, with 30px under it", async () => {
    const { container } = render(<Skeleton preset="card" />);
    const skeleton = container.querySelector<HTMLElement>(".skeleton");
    expect(skeleton).toHaveAttribute("aria-hidden", "true");
    expect(skeleton?.style.paddingBottom).toBe("30px");
    expect([...container.querySelectorAll(".skeleton__stop")].map((stop) => stop.getAttribute("data-shape"))).toEqual([
      "squircle",
      "text",
    ]);
    await expectNoAxeViolations(container);
  });

  it("gives fixed stops their width and lets fill stops take the rest", () => {
    const { container } = render(<Skeleton preset="card" bottomPadding={0} className="extra" />);
    const [fixed, fill] = container.querySelectorAll<HTMLElement>(".skeleton__stop");
    expect(fixed?.style.width).toBe("96px");
    expect(fill?.style.flexGrow).toBe("1");
    expect(container.querySelector(".skeleton")).toHaveClass("extra");
    expect(container.querySelector<HTMLElement>(".skeleton")?.style.paddingBottom).toBe("0px");
  });
});
