import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AbTest } from "./ab-test";

const variants = { a: <p>Apply today</p>, b: <p>Get your quote in 2 minutes</p> };

describe("AbTest", () => {
  it.each([
    ["/?hero=b", "Get your quote in 2 minutes"],
    ["/?hero=a", "Apply today"],
    ["/", "Apply today"],
    ["/?hero=x", "Apply today"],
  ])("at %s shows %s", (path, text) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AbTest name="hero" variants={variants} />
      </MemoryRouter>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
