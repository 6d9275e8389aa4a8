import { JSDOM } from "jsdom";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRaw, startServer, type RunningServer } from "../support/server";
import { newWebhookSecret } from "../support/webhook-receiver";

/**
 * The /apply pages without JavaScript: each step a form post answered 303 to the next step, or the page
 * again with an error summary; the CSRF token of the page's own visitor; every answer `no-store` and
 * noindex; no answer in any address or inline script.
 */
let server: RunningServer;
const callbackSecret = newWebhookSecret();
let clientNumber = 0;

const DEAL = { product: "vehicle-finance", vehiclePrice: "R350 000", deposit: "35 000", termMonths: "72" };
const ABOUT_YOU = {
  firstName: "Nomvula",
  surname: "Applypagesurname",
  idNumber: "8001015009087",
  cellphone: "0825557788",
  email: "nomvula.applypages@example.co.za",
  maritalStatus: "single",
  dependants: "2",
  streetAddress: "12 Applypage Street",
  suburb: "Rondebosch",
  city: "Cape Town",
  province: "western-cape",
  postalCode: "7700",
};
const WORK = {
  employmentType: "permanent",
  employer: "Applypage Employer (Pty) Ltd",
  monthsEmployed: "48",
  grossMonthlyIncome: "35000",
  netMonthlyIncome: "27500",
};
const SPENDING = { livingExpenses: "9000", debtRepayments: "4250,50" };
/** Answers that must never show in an address, an inline script or a log line. */
const PERSONAL = [ABOUT_YOU.idNumber, ABOUT_YOU.surname, ABOUT_YOU.email, ABOUT_YOU.cellphone, ABOUT_YOU.streetAddress];

/** The smallest PDF file-type recognises. */
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** A browser without JavaScript: a cookie jar, a client address of its own, forms posted as a browser posts them. */
class Visitor {
  readonly cookies = new Map<string, string>();
  readonly client = `198.51.100.${(clientNumber += 1)}`;
  token = "";
  readonly addresses: string[] = [];

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }

  private get cookie() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async get(path: string): Promise<{ response: Response; html: string; document: Document }> {
    this.addresses.push(path);
    const response = await fetchRaw(`${server.url}${path}`, {
      headers: { Cookie: this.cookie, "X-Forwarded-For": this.client },
      redirect: "manual",
    });
    this.keep(response);
    const html = await response.text();
    this.token = /name="_csrf" value="([^"]*)"/.exec(html)?.[1] ?? this.token;
    return { response, html, document: new JSDOM(html).window.document };
  }

  async post(path: string, fields: Record<string, string>, options: { token?: string | null; body?: FormData } = {}) {
    const token = options.token === undefined ? this.token : options.token;
    const body = options.body ?? new URLSearchParams(fields);
    if (token !== null) body.set("_csrf", token);
    const response = await fetchRaw(`${server.url}${path}`, {
      method: "POST",
      headers: { Cookie: this.cookie, "X-Forwarded-For": this.client, Origin: server.url },
      body,
      redirect: "manual",
    });
    this.keep(response);
    const location = response.headers.get("location");
    if (location) this.addresses.push(location);
    const html = await response.text();
    return { response, html, document: new JSDOM(html).window.document, location };
  }
}

/** The texts of a document's executable inline scripts. */
const inlineScripts = (document: Document) =>
  [...document.querySelectorAll("script:not([src])")]
    .filter((script) => !script.getAttribute("type") || script.getAttribute("type") === "module")
    .map((script) => script.textContent ?? "");

const summaryLinks = (document: Document) =>
  [...document.querySelectorAll(".apply-error-summary a")].map((link) => [link.getAttribute("href"), link.textContent]);

/** A visitor who has filled in the four sections, standing on the affordability page. */
async function throughStepFour(): Promise<Visitor> {
  const visitor = new Visitor();
  await visitor.get("/apply");
  expect((await visitor.post("/apply?index", DEAL)).location).toBe("/apply/about-you");
  expect((await visitor.post("/apply/about-you", ABOUT_YOU)).location).toBe("/apply/work-and-income");
  expect((await visitor.post("/apply/work-and-income", WORK)).location).toBe("/apply/spending");
  expect((await visitor.post("/apply/spending", SPENDING)).location).toBe("/apply/affordability");
  return visitor;
}

function signedStatus(id: string, body: unknown) {
  const raw = JSON.stringify(body);
  const webhookId = `msg_${Math.random().toString(36).slice(2)}`;
  const at = new Date();
  return fetchRaw(`${server.url}/api/applications/${id}/status`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "webhook-id": webhookId,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(callbackSecret).sign(webhookId, at, raw),
    },
    body: raw,
  });
}

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "true", ORIGINATION_CALLBACK_SECRET: callbackSecret });
});

afterAll(async () => {
  await server.stop();
});

describe("the /apply pages without JavaScript", () => {
  it("answers every page no-store and noindex, with a CSRF token of the visitor's own", async () => {
    const first = new Visitor();
    const { response, document } = await first.get("/apply");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(first.token).not.toBe("");
    expect(first.cookies.has("csrf-token")).toBe(true);
    const second = new Visitor();
    await second.get("/apply");
    expect(second.token).not.toBe(first.token);
    for (const path of ["/apply/about-you", "/apply/documents", "/apply/check", "/apply/status"]) {
      const page = await first.get(path);
      expect(page.response.status, path).toBe(200);
      expect(page.response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("takes an application through every step, 303 from each to the next, to a reference", async () => {
    const visitor = await throughStepFour();
    const estimate = await visitor.get("/apply/affordability");
    const text = estimate.document.querySelector("main")?.textContent ?? "";
    // Net R27 500 − the larger of R9 000 and the R3 675.38 norm − R4 250.50 of repayments.
    expect(text).toContain("R 14 249.50");
    expect(text).toContain("estimate");
    expect(text).toMatch(/not a credit decision, not an approval and not a\s+quotation/);

    const upload = new FormData();
    upload.set("kind", "payslip");
    upload.set("file", new Blob([PDF], { type: "application/pdf" }), "my-payslip-nomvula.pdf");
    const sent = await visitor.post("/apply/documents", {}, { body: upload });
    expect(sent.response.status).toBe(303);
    expect(sent.location).toBe("/apply/documents");
    const documents = await visitor.get("/apply/documents");
    expect(documents.document.querySelector("main")?.textContent).toContain("Payslip: PDF");
    expect(documents.html).not.toContain("my-payslip-nomvula");

    const check = await visitor.get("/apply/check");
    expect(check.html).toContain("*********9087");
    expect(check.html).not.toContain(ABOUT_YOU.idNumber);
    expect(check.document.querySelector('a[href="/apply/about-you#apply-surname"]')).not.toBeNull();

    const unticked = await visitor.post("/apply/check", {});
    expect(unticked.response.status).toBe(422);
    expect(summaryLinks(unticked.document).map(([href]) => href)).toEqual([
      "#apply-creditBureau",
      "#apply-privacy",
      "#apply-declaration",
    ]);
    for (const box of ["creditBureau", "privacy", "marketing", "declaration"])
      expect(unticked.document.querySelector<HTMLInputElement>(`#apply-${box}`)?.checked, box).toBe(false);

    const submitted = await visitor.post("/apply/check", { creditBureau: "on", privacy: "on", declaration: "on" });
    expect(submitted.location).toBe("/apply/confirmation");
    const confirmation = await visitor.get("/apply/confirmation");
    expect(confirmation.document.querySelector(".apply-reference")?.textContent).toMatch(
      /^UA-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
    );

    // After the submit the answers are frozen: a step shows the status instead.
    expect((await visitor.get("/apply/about-you")).response.status).toBe(302);
    const status = await visitor.get("/apply/status");
    expect(status.document.querySelector(".apply-panel")?.textContent).toContain("Received");

    const asked = await visitor.post("/apply/status", { intent: "withdraw" });
    expect(asked.response.status).toBe(200);
    expect(asked.document.querySelector("main")?.textContent).toContain("Withdraw this application?");
    expect((await visitor.post("/apply/status", { intent: "withdraw-confirmed" })).location).toBe("/apply/status");
    expect((await visitor.get("/apply/status")).document.querySelector(".apply-panel")?.textContent).toContain(
      "Withdrawn",
    );

    // Nothing personal in any address the visitor was sent to or asked for.
    for (const address of visitor.addresses) for (const answer of PERSONAL) expect(address).not.toContain(answer);
  });

  it("answers a step with mistakes 422, an error summary linked to each field, and each field's message", async () => {
    const visitor = new Visitor();
    await visitor.get("/apply");
    const deal = await visitor.post("/apply?index", { vehiclePrice: "5000", termMonths: "six" });
    expect(deal.response.status).toBe(422);
    expect(summaryLinks(deal.document)).toEqual([
      ["#apply-product", "Choose what you would like to finance"],
      ["#apply-vehiclePrice", "The price must be from R 10 000 to R 10 000 000."],
      ["#apply-termMonths", "Repayment term: enter a number without decimals."],
    ]);
    expect(deal.document.querySelector(".apply-error-summary")?.hasAttribute("autofocus")).toBe(true);
    expect(deal.document.querySelector("#apply-vehiclePrice")?.getAttribute("aria-invalid")).toBe("true");
    expect(deal.document.querySelector("#apply-vehiclePrice-error")?.textContent).toContain("The price must be");
    // What was typed is shown again, so nothing is lost.
    expect(deal.document.querySelector<HTMLInputElement>("#apply-vehiclePrice")?.value).toBe("5000");
    // Nothing was saved: no application was started.
    expect(visitor.cookies.has("umoya-application")).toBe(false);

    await visitor.post("/apply?index", DEAL);
    const about = await visitor.post("/apply/about-you", { ...ABOUT_YOU, idNumber: "8001015009088", cellphone: "12" });
    expect(about.response.status).toBe(422);
    expect(summaryLinks(about.document).map(([href]) => href)).toEqual(["#apply-idNumber", "#apply-cellphone"]);
    // A page never repeats an ID number, not even a wrong one.
    expect(about.html).not.toContain("8001015009088");

    const work = await visitor.post("/apply/work-and-income", { ...WORK, employer: "", netMonthlyIncome: "40000" });
    expect(summaryLinks(work.document)).toEqual([
      ["#apply-employer", "Enter your employer or business name"],
      ["#apply-netMonthlyIncome", "Your net income cannot be more than your gross income."],
    ]);
    const spending = await visitor.post("/apply/spending", { livingExpenses: "-1" });
    expect(summaryLinks(spending.document).map(([href]) => href)).toEqual([
      "#apply-livingExpenses",
      "#apply-debtRepayments",
    ]);
  });

  it("keeps every answer through the back button and a reload: the saved answers fill each step in again", async () => {
    const visitor = await throughStepFour();
    const about = await visitor.get("/apply/about-you");
    expect(about.document.querySelector<HTMLInputElement>("#apply-surname")?.value).toBe(ABOUT_YOU.surname);
    expect(about.document.querySelector<HTMLInputElement>("#apply-idNumber")?.value).toBe("");
    expect(about.document.querySelector("#apply-idNumber-hint")?.textContent).toContain("*********9087");
    // Left empty, the ID number saved before is kept.
    expect((await visitor.post("/apply/about-you", { ...ABOUT_YOU, idNumber: "" })).location).toBe(
      "/apply/work-and-income",
    );
    const deal = await visitor.get("/apply");
    expect(deal.document.querySelector<HTMLInputElement>("#apply-vehiclePrice")?.value).toBe("350000");
    expect(deal.document.querySelector<HTMLInputElement>("#apply-product")?.checked).toBe(true);
  });

  it("puts no answer in an inline script: a page that shows answers is served without the app's scripts", async () => {
    const visitor = await throughStepFour();
    for (const path of [
      "/apply/about-you",
      "/apply/work-and-income",
      "/apply/spending",
      "/apply/affordability",
      "/apply/check",
    ]) {
      const page = await visitor.get(path);
      for (const script of inlineScripts(page.document))
        for (const answer of [...PERSONAL, "27500", "Nomvula"]) expect(script, path).not.toContain(answer);
    }
    const shown = await visitor.get("/apply/about-you");
    expect(shown.document.querySelector<HTMLInputElement>("#apply-firstName")?.value).toBe("Nomvula");
    // The deal's figures are nobody's personal data: its page runs the app's scripts.
    expect((await visitor.get("/apply")).document.querySelector("script[type=module]")).not.toBeNull();
  });

  it("refuses a post without the visitor's CSRF token: the page again, 403, nothing saved", async () => {
    const visitor = new Visitor();
    await visitor.get("/apply");
    const refused = await visitor.post("/apply?index", DEAL, { token: null });
    expect(refused.response.status).toBe(403);
    expect(refused.document.querySelector("main")?.textContent).toContain("Nothing was saved");
    expect(visitor.cookies.has("umoya-application")).toBe(false);
    const forged = await visitor.post("/apply?index", DEAL, { token: "forged.token" });
    expect(forged.response.status).toBe(403);
    expect(visitor.cookies.has("umoya-application")).toBe(false);
    const crossSite = await fetchRaw(`${server.url}/apply/about-you`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
      body: "firstName=x",
    });
    expect(crossSite.status).toBe(403);
  });

  it("checks a document as the API does: by its content, its size and its kind, each named on its field", async () => {
    const visitor = await throughStepFour();
    const send = async (kind: string, file: Blob | null, name = "upload.pdf") => {
      const body = new FormData();
      if (kind) body.set("kind", kind);
      if (file) body.set("file", file, name);
      return visitor.post("/apply/documents", {}, { body });
    };
    const exe = await send(
      "id-document",
      new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0])]),
      "id.pdf",
    );
    expect(exe.response.status).toBe(415);
    expect(exe.document.querySelector("#apply-file-error")?.textContent).toBe(
      "The file must be a PDF, or a JPEG, PNG or HEIC photo",
    );
    const large = await send("payslip", new Blob([PDF, new Uint8Array(10 * 1024 * 1024)]));
    expect(large.response.status).toBe(413);
    expect(large.document.querySelector("#apply-file-error")?.textContent).toBe("The file must be 10 MB or smaller");
    // A body far over the limit is turned away unread, back to the page, which says so on the file field.
    const huge = await send("payslip", new Blob([PDF, new Uint8Array(11 * 1024 * 1024)]));
    expect(huge.location).toBe("/apply/documents?problem=file-too-large");
    const told = await visitor.get(huge.location!);
    expect(told.document.querySelector("#apply-file-error")?.textContent).toBe("The file must be 10 MB or smaller");
    const nothing = await send("", null);
    expect(nothing.response.status).toBe(422);
    expect(summaryLinks(nothing.document).map(([href]) => href)).toEqual(["#apply-kind", "#apply-file"]);
  });

  it("carries a calculator's figures into the deal step, and nothing else", async () => {
    const visitor = new Visitor();
    const { document } = await visitor.get(
      "/apply?vehiclePrice=250000&termMonths=60&balloonPercent=10&instalment=5123.45&firstName=Nomvula&deposit=abc",
    );
    expect(document.querySelector<HTMLInputElement>("#apply-vehiclePrice")?.value).toBe("250000");
    expect(document.querySelector<HTMLInputElement>("#apply-termMonths")?.value).toBe("60");
    expect(document.querySelector<HTMLInputElement>("#apply-balloonPercent")?.value).toBe("10");
    expect(document.querySelector<HTMLInputElement>("#apply-deposit")?.value).toBe("");
    expect(document.querySelector<HTMLInputElement>('input[name="instalment"]')?.value).toBe("5123.45");
    expect(document.querySelector("main")?.textContent).toContain("R 5 123.45");
  });

  it("explains a decline's right to the reasons, and asks for them", async () => {
    const visitor = await throughStepFour();
    await visitor.get("/apply/check");
    expect(
      (await visitor.post("/apply/check", { creditBureau: "on", privacy: "on", declaration: "on" })).location,
    ).toBe("/apply/confirmation");
    const id = decodeURIComponent(visitor.cookies.get("umoya-application") ?? "").split(".")[0]!;
    expect((await signedStatus(id, { status: "declined" })).status).toBe(200);
    const declined = await visitor.get("/apply/status");
    const text = declined.document.querySelector("main")?.textContent ?? "";
    expect(text).toContain("Declined");
    expect(text).toContain("section 62 of the National Credit Act");
    expect((await visitor.post("/apply/status", { intent: "reasons" })).location).toBe("/apply/status");
    expect((await visitor.get("/apply/status")).document.querySelector("main")?.textContent).toContain(
      "You have asked for the reasons.",
    );
  });

  it("saves for later: the one-time link on the page, which opens the draft once on another device", async () => {
    const visitor = new Visitor();
    await visitor.get("/apply");
    expect((await visitor.post("/apply?index", DEAL)).location).toBe("/apply/about-you");
    await visitor.get("/apply/about-you");
    // "Save and continue later" saves what is typed so far and answers the page with the link to copy.
    const saved = await visitor.post("/apply/about-you", { ...ABOUT_YOU, intent: "save-for-later" });
    expect(saved.response.status).toBe(200);
    expect(saved.html).toContain("Your answers are saved");
    const url = saved.document.querySelector(".apply-link-box")?.textContent ?? "";
    expect(url).toMatch(/\/apply\/resume\/[A-Za-z0-9_-]{43}$/);
    const path = new URL(url).pathname;
    // No answer went into the link.
    for (const value of PERSONAL) expect(url).not.toContain(value);

    const otherDevice = new Visitor();
    const opened = await otherDevice.get(path);
    expect(opened.response.status).toBe(303);
    expect(opened.response.headers.get("location")).toBe("/apply");
    const resumed = await otherDevice.get("/apply/about-you");
    expect(resumed.document.querySelector<HTMLInputElement>('input[name="firstName"]')?.value).toBe(
      ABOUT_YOU.firstName,
    );
    // Once only; and the first device's cookie no longer opens the draft.
    expect((await new Visitor().get(path)).response.status).toBe(410);
    const before = await visitor.get("/apply/about-you");
    expect(before.document.querySelector<HTMLInputElement>('input[name="firstName"]')?.value ?? "").toBe("");
  });

  it("logs no answer", () => {
    const output = server.output();
    for (const answer of PERSONAL) expect(output).not.toContain(answer);
  });
});
