import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { CallMeBackForm } from "./call-me-back-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(url = "/business") {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <CallMeBackForm
        product="business"
        productTitle="Finance for business"
        sourcePath="/business"
        csrfToken="token-123"
      />
    </MemoryRouter>,
  );
}

describe("CallMeBackForm", () => {
  it("shows the POPIA notice at the point of collection, with consent and marketing unticked", async () => {
    const { container } = renderForm();
    expect(screen.getByText("How we look after your details (POPIA)")).toBeInTheDocument();
    expect(screen.getByText("What we collect")).toBeInTheDocument();
    expect(screen.getByText(/Why we ask: with your ID number we can run a faster pre-check/)).toBeInTheDocument();
    const [consent, marketing] = screen.getAllByRole("checkbox");
    expect(consent).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    expect(container.querySelector("form")).toHaveAttribute("action", "/call-me-back");
    expect(container.querySelector('input[name="_csrf"]')).toHaveValue("token-123");
    await expectNoAxeViolations(container);
  });

  it("sends JSON with an Idempotency-Key through the CSRF fetch wrapper and shows the server's field errors", async () => {
    const fetchMock = stubServer(
      () =>
        new Response(
          JSON.stringify({ error: { code: "validation", message: "x", fields: { cellphone: "invalid" } } }),
          { status: 422, headers: { "Content-Type": "application/json" } },
        ),
    );
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    const [[url, init]] = leadPosts(fetchMock) as [[string, RequestInit]];
    expect(url).toBe("/api/leads");
    const headers = new Headers(init.headers);
    expect(headers.get("X-CSRF-Token")).toBe("session-token");
    expect(headers.get("Idempotency-Key")).toMatch(/.{8,}/);
    expect(JSON.parse(String(init.body))).toMatchObject({
      firstName: "Ayanda",
      cellphone: "0825551234",
      consent: true,
      marketingOptIn: false,
      product: "business",
    });
    expect(await screen.findByText("This is not a valid phone number")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Please correct the fields marked below.");
  });

  it("keeps everything typed and asks to try again in a moment while the server cannot store requests", async () => {
    const fetchMock = stubServer(
      () =>
        new Response(JSON.stringify({ error: { code: "unavailable", message: "x", retryAfterSeconds: 30 } }), {
          status: 503,
          headers: { "Content-Type": "application/json", "Retry-After": "30" },
        }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByRole("status")).toHaveTextContent(/try again in a moment/);
    expect(screen.getByLabelText("First name")).toHaveValue("Ayanda");
    expect(screen.getByLabelText("Surname")).toHaveValue("Zulu");
    expect(screen.getByLabelText("Cellphone number")).toHaveValue("0825551234");
    expect(screen.getAllByRole("checkbox")[0]).toBeChecked();

    // The next try is the same request: the server can tell it from a new one.
    await user.click(screen.getByRole("button", { name: "Send" }));
    await expect.poll(() => leadPosts(fetchMock).length).toBe(2);
    const keys = leadPosts(fetchMock).map(([, init]) => new Headers(init.headers).get("Idempotency-Key"));
    expect(keys[1]).toBe(keys[0]);
  });
});

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/** A server that hands out the CSRF session and answers every lead post with `answer`. */
function stubServer(answer: () => Response): FetchMock {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    input === "/api/session"
      ? new Response(JSON.stringify({ csrfToken: "session-token" }), {
          headers: { "Content-Type": "application/json" },
        })
      : answer(),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const leadPosts = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([input]) => input === "/api/leads") as [string, RequestInit][];

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Ayanda");
  await user.type(screen.getByLabelText("Surname"), "Zulu");
  await user.type(screen.getByLabelText("Cellphone number"), "0825551234");
  await user.click(screen.getByText(/I agree that Umoya Finance may use these details/));
}
