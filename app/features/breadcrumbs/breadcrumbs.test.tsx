import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Breadcrumbs } from "./breadcrumbs";

describe("the way back on a phone", () => {
  it("names the previous page inside its sentence in lower case, proper names kept", () => {
    const { rerender } = render(
      <MemoryRouter>
        <Breadcrumbs
          trail={[
            { name: "Home", path: "/" },
            { name: "Private vehicle finance", path: "/private-finance" },
            { name: "Balloon payments", path: "/private-finance/balloon-payments" },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Back to private vehicle finance" })).toHaveAttribute(
      "href",
      "/private-finance",
    );
    // The trail itself keeps the pages' names as they are.
    expect(screen.getByRole("link", { name: "Private vehicle finance" })).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <Breadcrumbs
          trail={[
            { name: "Home", path: "/" },
            { name: "Islamic vehicle finance", path: "/islamic-finance" },
            { name: "Call me back", path: "/call-me-back" },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Back to Islamic vehicle finance" })).toBeInTheDocument();
  });
});
