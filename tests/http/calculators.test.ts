import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

// The calculators as a visitor without JavaScript uses them: each is a GET form to its own page whose
// fields are the query's parameters, and the server answers the page with the figures for that query.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

async function documentOf(path: string) {
  const response = await fetchRaw(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return new JSDOM(await response.text(), { url: `${server.url}${path}` }).window.document;
}

const formOf = (document: Document, kind: string) =>
  document.querySelector<HTMLFormElement>(`[data-calculator="${kind}"] form`);

/** The query a browser sends for a GET form: its named fields, radio buttons only when checked. */
function submittedQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const field of form.querySelectorAll<HTMLInputElement>("input[name]")) {
    if ((field.type === "radio" || field.type === "checkbox") && !field.checked) continue;
    query.append(field.name, field.value);
  }
  return query;
}

const lead = (document: Document, kind: string, name: string) =>
  document.querySelector(`[data-calculator="${kind}"] [data-figure="${name}"]`)?.textContent;

describe("calculator forms without JavaScript", () => {
  it("renders the figures of the query in the HTML", async () => {
    const document = await documentOf(
      "/motorcycle-finance?vehicle-price=100000&vehicle-deposit=0&vehicle-rate=12&vehicle-term=12&vehicle-fee=upfront",
    );
    // R8 884.88 repays R100 000 at 12% over a year; the R69.00 monthly service fee is added.
    expect(lead(document, "vehicle-instalment", "monthly-instalment")).toBe("R 8 953.88");
    const field = (name: string) => formOf(document, "vehicle-instalment")?.elements.namedItem(name);
    // An amount is shown grouped as the visitor would type it; the term is not an amount.
    expect((field("vehicle-price") as HTMLInputElement | null)?.value).toBe("100 000");
    expect((field("vehicle-term") as HTMLInputElement | null)?.value).toBe("12");
  });

  it("reads an amount sent as the field shows it, with its grouping spaces (a form posted without JavaScript)", async () => {
    const document = await documentOf(
      "/motorcycle-finance?vehicle-price=100+000&vehicle-deposit=0&vehicle-rate=12&vehicle-term=12&vehicle-fee=upfront",
    );
    expect(lead(document, "vehicle-instalment", "monthly-instalment")).toBe("R 8 953.88");
  });

  it.each([
    [
      "/balloon-payments",
      "vehicle-instalment",
      ["price", "deposit", "rate", "term", "balloon", "fee"].map((f) => `vehicle-${f}`),
    ],
    [
      "/buying-a-car",
      "affordability",
      ["instalment", "deposit", "rate", "term", "balloon", "fee"].map((f) => `afford-${f}`),
    ],
    ["/cashpower-personal-loans", "personal-loan", ["loan-amount", "loan-term", "loan-rate"]],
    ["/budgeting-tool", "budget", ["budget-salary", "budget-otherIncome", "budget-housing", "budget-other"]],
  ])(
    "%s: the %s calculator is a GET form to the page whose fields are the query's parameters",
    async (path, kind, names) => {
      const document = await documentOf(path);
      const form = formOf(document, kind);
      expect(form?.getAttribute("method")).toBe("get");
      expect(new URL(form?.getAttribute("action") ?? "", server.url).pathname).toBe(path);
      const fieldNames = new Set(
        [...(form?.querySelectorAll("input[name]") ?? [])].map((input) => input.getAttribute("name")),
      );
      for (const name of names) expect(fieldNames).toContain(name);
      const submit = form?.querySelector('button[type="submit"]');
      expect(submit?.textContent).toBe("Show my figures");
    },
  );

  it("answers the submitted form with the new figures, keeping the other calculators' figures and dropping a stale summary", async () => {
    const page = await documentOf("/useful-tools?loan-term=36&calculation=%7B%7D");
    const form = formOf(page, "vehicle-instalment");
    expect(form).not.toBeNull();
    // The other calculators' parameters ride along in hidden fields; the figures' old summary does not.
    const hidden = [...(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])].map((input) => [
      input.name,
      input.value,
    ]);
    expect(hidden).toEqual([["loan-term", "36"]]);

    const query = submittedQuery(form as HTMLFormElement);
    query.set("vehicle-price", "100000");
    query.set("vehicle-deposit", "0");
    query.set("vehicle-rate", "12");
    query.set("vehicle-term", "12");
    query.set("vehicle-fee", "upfront");
    const action = new URL(form?.getAttribute("action") ?? "", server.url);
    const answer = await documentOf(`${action.pathname}?${query.toString()}`);
    expect(lead(answer, "vehicle-instalment", "monthly-instalment")).toBe("R 8 953.88");
    const loanTerm = formOf(answer, "personal-loan")?.elements.namedItem("loan-term") as HTMLInputElement | null;
    expect(loanTerm?.value).toBe("36");
    // The personal loan's figures are those of 36 months, not of its default 72.
    const atDefaults = await documentOf("/useful-tools");
    expect(lead(answer, "personal-loan", "monthly-instalment")).toBe(lead(page, "personal-loan", "monthly-instalment"));
    expect(lead(answer, "personal-loan", "monthly-instalment")).not.toBe(
      lead(atDefaults, "personal-loan", "monthly-instalment"),
    );
  });

  it("shows the spec's field messages for a submitted impossible figure", async () => {
    const document = await documentOf("/buying-a-car?afford-instalment=&afford-term=abc");
    const calculator = document.querySelector('[data-calculator="affordability"]');
    expect(calculator?.getAttribute("data-state")).toBe("invalid");
    expect(calculator?.textContent).toContain("This field is required");
    expect(calculator?.textContent).toContain("This is not a number");
    expect(calculator?.querySelectorAll("[data-figure]")).toHaveLength(0);
  });

  it("keeps the affordability figures on the find-a-car page out of the car search", async () => {
    const document = await documentOf("/find-a-car?afford-instalment=6000&afford-term=60&afford-rate=12");
    expect(document.body.textContent).not.toContain("could not be read");
    expect(
      (formOf(document, "affordability")?.elements.namedItem("afford-instalment") as HTMLInputElement)?.value,
    ).toBe("6 000");
  });
});
