import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import type { ApplyActionAnswer } from "./apply-answers";
import { ApplyNotice } from "./apply-notice";
import { SectionStepForm } from "./section-step-form";

function renderStep(props: { saveForLater: boolean; answer?: ApplyActionAnswer }) {
  const Stub = createRoutesStub([
    {
      path: "/apply/spending",
      Component: () => (
        <SectionStepForm
          section="finances"
          action="/apply/spending"
          values={{ livingExpenses: "9000" }}
          csrfToken="token"
          answer={props.answer}
          saveForLater={props.saveForLater}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/apply/spending"]} />);
}

describe("a section step's form", () => {
  it("offers Save and continue later only when the server can issue a link to come back", () => {
    renderStep({ saveForLater: false });
    expect(screen.queryByRole("button", { name: "Save and continue later" })).toBeNull();
    renderStep({ saveForLater: true });
    expect(screen.getByRole("button", { name: "Save and continue later" })).toHaveAttribute("value", "save-for-later");
  });

  it("judges a field as it is left, with the shared rules, and lists every mistake on a send", async () => {
    const user = userEvent.setup();
    const { container } = renderStep({ saveForLater: false });
    expect(screen.getByLabelText("Monthly living expenses")).toHaveValue("9000");
    await user.type(screen.getByLabelText("Monthly debt repayments"), "12,345,6");
    await user.tab();
    expect(await screen.findByText("Monthly debt repayments: enter a number.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Monthly living expenses"));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    const summary = await screen.findByRole("alert", { name: "There is a problem" });
    expect([...summary.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      "#apply-livingExpenses",
      "#apply-debtRepayments",
    ]);
    expect(summary).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});

describe("the notice of Save and continue later", () => {
  const expiresAt = "2026-12-05T10:00:00.000Z";

  it("shows the link to copy when it was not e-mailed, and when it expires", () => {
    render(
      <ApplyNotice
        answer={{
          notice: "saved",
          resumeLink: { url: "https://example.test/apply/resume/abc", emailed: false, expiresAt },
        }}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("until 5 December 2026");
    expect(screen.getByText("https://example.test/apply/resume/abc")).toBeInTheDocument();
  });

  it("says the link was e-mailed, and never shows it then", () => {
    render(
      <ApplyNotice
        answer={{
          notice: "saved",
          resumeLink: { url: "https://example.test/apply/resume/abc", emailed: true, expiresAt },
        }}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("We have e-mailed you a link");
    expect(screen.queryByText(/resume\/abc/)).toBeNull();
  });
});
