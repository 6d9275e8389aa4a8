import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { NotificationsContext, type NotificationsController } from "~/ui/notifications/notifications-context";
import { sendInPlace, type CallMeBackAnswer, type CallMeBackShown } from "./call-me-back-answer";
import { CAMPAIGN_STORAGE_KEY } from "~/lib/campaign/campaign";
import { CallMeBackForm, type CallMeBackFormProps } from "./call-me-back-form";

/** The server as the form's fetcher meets it: the action's answer, or what was thrown on the way. */
type Server = (form: FormData) => CallMeBackAnswer | Promise<CallMeBackAnswer>;

let posts: FormData[] = [];
let notify: ReturnType<typeof vi.fn<NotificationsController["notify"]>>;

beforeEach(() => {
  posts = [];
  notify = vi.fn<NotificationsController["notify"]>(() => "toast-1");
  // The page's CSRF session (GET /api/session), which the form asks for its token before it sends.
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async () =>
      Response.json({ csrfToken: "session-token" }, { headers: { "Content-Type": "application/json" } }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/**
 * The form on a page, posting to a /call-me-back route whose client action is the route's own
 * (`sendInPlace`) around `server`, the stand-in for the server's action.
 */
function renderForm(server: Server, props: Partial<CallMeBackFormProps> = {}) {
  const Stub = createRoutesStub([
    {
      path: "/business",
      Component: () => (
        <NotificationsContext.Provider value={{ notify, dismiss: () => {} }}>
          <CallMeBackForm product="business" productTitle="Finance for business" sourcePath="/business" {...props} />
        </NotificationsContext.Provider>
      ),
    },
    {
      path: "/call-me-back",
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push(form);
        return sendInPlace(async () => server(form));
      },
    },
  ]);
  return render(<Stub initialEntries={["/business"]} />);
}

/** The action's answer to a stored request. */
const SENT = { outcome: "sent", reference: "UF-7KQ2-M9XD", expectedCall: "today before 19:00" } as const;

/** What the action sends back with a form it shows again. */
const shown = (form: FormData, overrides: Partial<CallMeBackShown> = {}): CallMeBackShown => ({
  values: { firstName: String(form.get("firstName")) },
  idNumberCleared: false,
  product: { key: "business", title: "Finance for business" },
  sourcePath: "/business",
  vehicleId: undefined,
  csrfToken: "answer-token",
  idempotencyKey: String(form.get("idempotencyKey")),
  ...overrides,
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Ayanda");
  await user.type(screen.getByLabelText("Surname"), "Zulu");
  await user.type(screen.getByLabelText("Cellphone number"), "0825551234");
  await user.click(screen.getByText(/I agree that Umoya Finance may use these details/));
}

const status = () => screen.getByRole("status");
const consentBox = () => screen.getByRole("checkbox", { name: /I agree that Umoya Finance may use these details/ });

describe("CallMeBackForm", () => {
  it("shows the POPIA notice at the point of collection, with consent and marketing unticked", async () => {
    const { container } = renderForm(() => SENT, { csrfToken: "token-123" });
    expect(await screen.findByText("How we look after your details (POPIA)")).toBeInTheDocument();
    expect(screen.getByText("What we collect")).toBeInTheDocument();
    // The ID number serves only a credit pre-check, which has its own consent box, optional and unticked.
    const preCheck = screen.getByRole("group", { name: "Credit pre-check (optional)" });
    expect(preCheck).toHaveAccessibleDescription(/Without this tick we make no credit enquiry/);
    expect(within(preCheck).getByLabelText("SA ID number")).toBeInTheDocument();
    expect(within(preCheck).getByRole("checkbox", { name: /enquiry about me at a credit bureau/ })).not.toBeChecked();
    expect(screen.queryByText(/faster pre-check/)).toBeNull();
    expect(consentBox()).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: /news and offers/ })).not.toBeChecked();
    // Without JavaScript the same form posts to the route's action as a page.
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("action", "/call-me-back");
    expect(form).toHaveAttribute("method", "post");
    expect(container.querySelector('input[name="_csrf"]')).toHaveValue("token-123");
    // No dealer receives a request that is not about a car.
    expect(screen.queryByText("Who receives it")).toBeNull();
    // Beside the button: what a real consultant never asks for.
    expect(screen.getByText(/never ask for your banking PIN, a password or a one-time PIN/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("sends the visit's campaign kept in sessionStorage in a hidden field, dropping what does not fit", async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(
      CAMPAIGN_STORAGE_KEY,
      JSON.stringify({ source: "newsletter", name: "spring", medium: "bad@value", referrerHost: "www.google.com" }),
    );
    renderForm(() => SENT);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await expect.poll(() => posts.length).toBe(1);
    // What does not fit is dropped in the browser, the rest is sent as it was kept.
    expect(JSON.parse(String(posts[0]?.get("campaign")))).toEqual({
      source: "newsletter",
      name: "spring",
      referrerHost: "www.google.com",
    });
  });

  it("sends no campaign field when the visit has none", async () => {
    const user = userEvent.setup();
    renderForm(() => SENT);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]?.has("campaign")).toBe(false);
  });

  it("names the car's dealer as a receiver before the consent, on a car's page only", async () => {
    const { container } = renderForm(() => SENT, { vehicleId: 7, dealerName: "Roodepoort Motors" });
    const receivers = await screen.findByText(/Roodepoort Motors, the dealer who lists this car/);
    expect(receivers.tagName).toBe("DD");
    expect(receivers.previousElementSibling).toHaveTextContent("Who receives it");
    expect(receivers).toHaveTextContent(/does not receive your ID number/);
    // Read before the box that gives consent.
    expect(receivers.compareDocumentPosition(consentBox()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("names each call time with its hours, the range kept on one line, and says when consultants call", async () => {
    const { container } = renderForm(() => SENT, { csrfToken: "token-123" });
    expect(await screen.findByRole("radio", { name: "Early evening (17:00 to 19:00)" })).toBeInTheDocument();
    expect(
      [...container.querySelectorAll(".call-me-back__time .keep-whole")].map((hours) => hours.textContent),
    ).toEqual(["(08:00 to 12:00)", "(12:00 to 17:00)", "(17:00 to 19:00)"]);
    expect(screen.getByRole("radio", { name: "Any time in our call-back hours" })).toBeChecked();
    // The evening is after the phone line closes, so the group says when call-backs are made.
    expect(screen.getByRole("group", { name: "When may we call?" })).toHaveAccessibleDescription(
      "Our consultants call back Monday to Friday 08:00–19:00, Saturday 08:00–12:00.",
    );
  });

  it("posts the form's fields to the route action with the session's CSRF token and an idempotency key, then shows the server's field errors and focuses the first", async () => {
    const user = userEvent.setup();
    renderForm((form) => ({ ...shown(form), outcome: "invalid", fields: { cellphone: "invalid" } }));
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByText("This is not a valid phone number")).toBeInTheDocument();
    expect(status()).toHaveTextContent("Please correct the fields marked below.");
    await expect.poll(() => document.activeElement).toBe(screen.getByLabelText("Cellphone number"));
    const [sent] = posts as [FormData];
    expect(Object.fromEntries(sent)).toMatchObject({
      _csrf: "session-token",
      inPlace: "1",
      firstName: "Ayanda",
      surname: "Zulu",
      cellphone: "0825551234",
      consent: "yes",
      product: "business",
      sourcePath: "/business",
      preferredTime: "anytime",
    });
    expect(sent.get("marketingOptIn")).toBeNull();
    expect(sent.get("idempotencyKey")).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(notify).not.toHaveBeenCalled();
  });

  it("keeps everything typed and asks to try again in a moment while the server cannot store requests, and retries with the same key", async () => {
    const user = userEvent.setup();
    renderForm((form) => ({ ...shown(form), outcome: "unavailable", retryAfterSeconds: 30 }));
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    await expect.poll(() => status().textContent).toMatch(/try again in a moment/);
    expect(screen.getByLabelText("First name")).toHaveValue("Ayanda");
    expect(screen.getByLabelText("Surname")).toHaveValue("Zulu");
    expect(screen.getByLabelText("Cellphone number")).toHaveValue("0825551234");
    expect(consentBox()).toBeChecked();
    await expect
      .poll(() => notify.mock.calls)
      .toEqual([[expect.objectContaining({ theme: "error", title: "Request not sent" })]]);

    // The next try is the same request: the server can tell it from a new one.
    await user.click(screen.getByRole("button", { name: "Send" }));
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[1]?.get("idempotencyKey")).toBe(posts[0]?.get("idempotencyKey"));
  });

  it("puts a focused confirmation with the reference and when to expect the call in the form's place", async () => {
    const user = userEvent.setup();
    const { container } = renderForm(() => SENT);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    await expect.poll(() => status().textContent).toMatch(/^Your request is sent/);
    const confirmation = status();
    expect(confirmation).toHaveTextContent("A consultant will call you about finance for business today before 19:00.");
    expect(confirmation).toHaveTextContent(
      "Your reference number is UF-7KQ2-M9XD. Please quote it if you call us on 0860 866 692 (lines open Monday to Friday 08:00–17:00, Saturday 08:00–12:00).",
    );
    await expect.poll(() => document.activeElement).toBe(container.querySelector(".call-me-back__confirmation"));
    // The emptied form is gone rather than inviting a second request; the page says it, not only a toast.
    expect(container.querySelector("form")).toBeNull();
    expect(screen.queryByLabelText("First name")).toBeNull();
    expect(notify).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("shows the confirmation the server gives for a form posted without JavaScript", async () => {
    const Stub = createRoutesStub([
      {
        path: "/call-me-back",
        Component: () => (
          <CallMeBackForm product="business" productTitle="Finance for business" sourcePath="/business" sent={SENT} />
        ),
      },
    ]);
    const { container } = render(<Stub initialEntries={["/call-me-back"]} />);
    expect(await screen.findByText("UF-7KQ2-M9XD")).toHaveClass("call-me-back__reference");
    expect(status()).toHaveTextContent("will call you about finance for business today before 19:00");
    expect(container.querySelector("form")).toBeNull();
  });

  it("asks again for an ID number the server left out of a form it showed again, and says why", async () => {
    const Stub = createRoutesStub([
      {
        path: "/call-me-back",
        Component: () => (
          <CallMeBackForm
            product="business"
            productTitle="Finance for business"
            sourcePath="/business"
            initialValues={{ firstName: "Ayanda", idNumber: "", preCheckConsent: "yes" }}
            serverErrors={{ cellphone: "invalid" }}
            idNumberCleared
          />
        ),
      },
    ]);
    const { container } = render(<Stub initialEntries={["/call-me-back"]} />);
    expect(await screen.findByLabelText("SA ID number")).toHaveValue("");
    expect(
      screen.getByText(/we do not show your ID number on the page again: please type it once more/),
    ).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/\d{13}/);
  });

  it("shows the rate limit's message and keeps what was typed when the action refuses the request", async () => {
    const user = userEvent.setup();
    renderForm((form) => ({ ...shown(form), outcome: "rateLimited", retryAfterSeconds: 120 }));
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    await expect.poll(() => status().textContent).toBe("Too many requests. Please try again in 120 seconds.");
    expect(screen.getByLabelText("Cellphone number")).toHaveValue("0825551234");
  });

  it("asks to send again, keeping what was typed and the key, when no answer comes", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderForm(() => {
      calls += 1;
      if (calls === 1) throw new TypeError("Failed to fetch");
      return SENT;
    });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    await expect.poll(() => status().textContent).toMatch(/could not reach our server/);
    expect(screen.getByLabelText("Surname")).toHaveValue("Zulu");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await expect.poll(() => status().textContent).toMatch(/^Your request is sent/);
    expect(posts[1]?.get("idempotencyKey")).toBe(posts[0]?.get("idempotencyKey"));
  });

  it("sends once more with the token the server gave when its own was refused", async () => {
    const user = userEvent.setup();
    renderForm((form) => (form.get("_csrf") === "answer-token" ? SENT : { ...shown(form), outcome: "confirm" }));
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    await expect.poll(() => status().textContent).toMatch(/^Your request is sent/);
    expect(posts.map((form) => form.get("_csrf"))).toEqual(["session-token", "answer-token"]);
    expect(posts[1]?.get("idempotencyKey")).toBe(posts[0]?.get("idempotencyKey"));
  });
});
