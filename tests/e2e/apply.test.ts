import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrateDeferredParts, launchBrowser, openContext, openPage, waitForPartHydration } from "../support/browser";
import { expectNoAxeViolationsInPage } from "../support/browser-axe";
import { startServer, type RunningServer } from "../support/server";

/**
 * The online application in Chromium: the whole flow with JavaScript at a phone's and a desktop's width
 * (each step sent without a reload, mistakes shown as fields are left, the focus on each new step's heading,
 * axe clean on every step and error state), and once without JavaScript.
 */
let server: RunningServer;
let browser: Browser;
let clientNumber = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ TRUST_PROXY: "true" }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A small PDF, as file-type recognises one. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/**
 * axe on the application's part of the page (the header and footer around it are checked on every other
 * page's tests): the whole page's mega-menu markup would triple the time of each check.
 */
const axe = (page: Page) => expectNoAxeViolationsInPage(page, "main");

const heading = (page: Page) => page.locator("main h1");
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? "");

/** Moves on with "Save and continue" and waits for the next step's heading. */
async function continueTo(page: Page, title: string) {
  await page.getByRole("button", { name: "Save and continue", exact: true }).click();
  await expect.poll(() => heading(page).textContent()).toBe(title);
}

async function fillAboutYou(page: Page) {
  await page.getByLabel("First name").fill("Thandi");
  await page.getByLabel("Surname").fill("Browsertest");
  await page.getByLabel("Cellphone number").fill("0825557788");
  await page.getByLabel("E-mail address").fill("thandi.browsertest@example.co.za");
  await page.getByLabel("Single").check();
  await page.getByLabel("Number of dependants").fill("1");
  await page.getByLabel("Street address").fill("3 Browsertest Road");
  await page.getByLabel("City or town").fill("Durban");
  await page.getByLabel("Province").selectOption("kwazulu-natal");
  await page.getByLabel("Postal code").fill("4001");
}

async function fillWorkAndSpending(page: Page) {
  await page.getByLabel("Permanently employed").check();
  await page.getByLabel("Employer or business name").fill("Browsertest Works");
  await page.getByLabel("Months with this employer or in this business").fill("36");
  await page.getByLabel("Gross monthly income").fill("40 000");
  await page.getByLabel("Net monthly income").fill("31 000");
}

describe("the online application with JavaScript", () => {
  it.each([375, 1400])(
    "goes from a calculator's figures to a reference at %i px without a reload, and axe finds nothing",
    async (width) => {
      const { page, context, errors } = await openPage(browser, width);
      // axe on every step and error state at the desktop width; at the phone's, on the error states (the rules
      // that depend on the width, target size and reflow, judge the same markup there), to keep the file fast.
      const axeOnStep = (always = false) => (width === 1400 || always ? axe(page) : Promise.resolve());
      await context.setExtraHTTPHeaders({ "X-Forwarded-For": `192.0.2.${(clientNumber += 1)}` });
      await page.goto(`${server.url}/apply?vehiclePrice=350000&termMonths=72&instalment=7425.5`);
      await hydrateDeferredParts(page);
      await axeOnStep();
      // Marks this document: a full reload would lose it.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);

      // Step 1: what the calculator gave is filled in; the product is still to choose.
      expect(await page.getByLabel("Price of the vehicle or asset").inputValue()).toBe("350000");
      await page.getByRole("button", { name: "Save and continue", exact: true }).click();
      const summary = page.locator(".apply-error-summary");
      await expect
        .poll(() => summary.getByRole("link").allTextContents())
        .toEqual(["Choose what you would like to finance"]);
      await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
      await axeOnStep(true);
      await summary.getByRole("link").click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("apply-product");
      await page.getByLabel("Vehicle finance").check();
      await continueTo(page, "About you");
      expect(await sameDocument()).toBe(true);
      await expect.poll(() => focusedTag(page)).toBe("H1");
      await waitForPartHydration(page.locator("form"));

      // Step 2: a mistake shows as the field is left, and goes as it is put right.
      await page.getByLabel("South African ID number").fill("8001015009088");
      await page.getByLabel("Cellphone number").focus();
      const idError = page.locator("#apply-idNumber-error");
      await expect.poll(() => idError.textContent()).toBe("Error: That doesn't seem to be a valid ID.");
      await axeOnStep(true);
      await page.getByLabel("South African ID number").fill("8001015009087");
      await expect.poll(() => idError.textContent()).toBe("");
      await fillAboutYou(page);
      // "Save and continue later" without a reload: the panel with the link to copy takes the focus (and so
      // comes into view above the long form).
      await page.getByRole("button", { name: "Save and continue later" }).click();
      const saved = page.locator(".apply-panel", { hasText: "Your answers are saved" });
      await expect.poll(() => saved.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await saved.locator(".apply-link-box").textContent()).toMatch(/\/apply\/resume\/[A-Za-z0-9_-]{43}$/);
      expect(await sameDocument()).toBe(true);
      await axeOnStep();
      await continueTo(page, "Work and income");
      await waitForPartHydration(page.locator("form"));
      await axeOnStep();

      // Steps 3 and 4, then the estimate.
      await fillWorkAndSpending(page);
      await continueTo(page, "What you spend");
      await waitForPartHydration(page.locator("form"));
      await axeOnStep();
      await page.getByLabel("Monthly living expenses").fill("12000");
      await page.getByLabel("Monthly debt repayments").fill("3500");
      await continueTo(page, "Your affordability estimate");
      // Net R31 000 − R12 000 (above the R3 921.38 norm) − R3 500 = R15 500 a month.
      expect(await page.locator("main").textContent()).toContain("About R 15 500.00 a month");
      expect(await page.locator("main").textContent()).toContain("indicatively affordable");
      await axeOnStep();

      // Step 5: a payslip, sent without a reload.
      await page.getByRole("link", { name: "Continue to documents" }).click();
      await expect.poll(() => heading(page).textContent()).toBe("Documents");
      await page.getByLabel("Which document is it?").selectOption("payslip");
      await page.getByLabel("File").setInputFiles({ name: "payslip.pdf", mimeType: "application/pdf", buffer: PDF });
      await page.getByRole("button", { name: "Upload this document" }).click();
      await expect.poll(() => page.locator("main").textContent()).toContain("Payslip: PDF");
      await axeOnStep();

      // Step 6: the answers, the ID number masked; the consents unticked until ticked.
      await page.getByRole("link", { name: "Continue to check and submit" }).click();
      await expect.poll(() => heading(page).textContent()).toBe("Check your answers and submit");
      await hydrateDeferredParts(page);
      expect(await page.locator(".apply-summary").textContent()).toContain("*********9087");
      await axeOnStep();
      await page.getByRole("button", { name: "Submit the application" }).click();
      await expect.poll(() => summary.getByRole("link").count()).toBe(3);
      await axeOnStep(true);
      await page.getByLabel(/obtain my credit record/).check();
      await page.getByLabel(/read the privacy notice/).check();
      await page.getByLabel(/declare that my answers are true/).check();
      await page.getByRole("button", { name: "Submit the application" }).click();
      await expect.poll(() => heading(page).textContent()).toBe("Application submitted");
      expect(await page.locator(".apply-reference").textContent()).toMatch(/^UA-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(await sameDocument()).toBe(true);
      await axeOnStep();

      await page.getByRole("link", { name: "See your application's status" }).click();
      await expect.poll(() => page.locator(".apply-panel").textContent()).toContain("Received");
      await axeOnStep();
      // No answer ever reached an address.
      expect(page.url()).not.toMatch(/Thandi|Browsertest|8001015009087/);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe("the online application without JavaScript", () => {
  it("takes every step as a form post, shows mistakes with an error summary, and submits", async () => {
    const context = await openContext(browser, {
      width: 375,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": `192.0.2.${(clientNumber += 1)}` },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/apply`);
    await page.getByLabel("Asset finance").check();
    await page.getByLabel("Price of the vehicle or asset").fill("120000");
    await continueTo(page, "The deal");
    expect(await page.locator(".apply-error-summary").getByRole("link").allTextContents()).toEqual([
      "Enter the repayment term in months",
    ]);
    // What was typed is still there.
    expect(await page.getByLabel("Price of the vehicle or asset").inputValue()).toBe("120000");
    await page.getByLabel("Repayment term").fill("48");
    await continueTo(page, "About you");
    expect(new URL(page.url()).pathname).toBe("/apply/about-you");
    await page.getByLabel("South African ID number").fill("8001015009087");
    await fillAboutYou(page);
    await continueTo(page, "Work and income");
    // Back and a reload lose nothing.
    await page.goBack();
    await page.reload();
    expect(await page.getByLabel("Surname").inputValue()).toBe("Browsertest");
    await page.goto(`${server.url}/apply/work-and-income`);
    await fillWorkAndSpending(page);
    await continueTo(page, "What you spend");
    await page.getByLabel("Monthly living expenses").fill("9000");
    await page.getByLabel("Monthly debt repayments").fill("0");
    await continueTo(page, "Your affordability estimate");
    await page.getByRole("link", { name: "Continue to documents" }).click();
    await page.getByLabel("Which document is it?").selectOption("id-document");
    await page.getByLabel("File").setInputFiles({ name: "id.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Upload this document" }).click();
    expect(await page.locator("main").textContent()).toContain("ID document (green ID book or smart ID card): PDF");
    await page.getByRole("link", { name: "Continue to check and submit" }).click();
    await page.getByLabel(/obtain my credit record/).check();
    await page.getByLabel(/read the privacy notice/).check();
    await page.getByLabel(/declare that my answers are true/).check();
    await page.getByRole("button", { name: "Submit the application" }).click();
    await expect.poll(() => heading(page).textContent()).toBe("Application submitted");
    await context.close();
  });
});
