import { describe, expect, it } from "vitest";
import { MONTH_NAMES } from "~/lib/format/date";
import { brand, registrationLine } from "./brand";
import { umoyaFooter } from "./navigation/umoya-footer";
import { privacyNoticeContent } from "./pages/legal/privacy-notice";

/**
 * The contact facts the site states: every phone number in the copy can be dialled, and the addresses and
 * registration numbers have the shape South African ones have. A number with a digit missing still reads
 * like a number, so only a rule over all the copy catches it.
 */

// Every page's copy module (legal pages included), found by file name, so a new page cannot skip the check.
const modules = import.meta.glob<Record<string, unknown>>(["./pages/**/*.ts", "!./pages/**/*.test.ts"], {
  eager: true,
});

/** Every string in a value, however deeply it sits in objects and lists; a row's label reads with its value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") {
    const { label, value: rowValue, ...rest } = value as Record<string, unknown>;
    const row = typeof label === "string" && typeof rowValue === "string" ? [`${label}: ${rowValue}`] : [];
    return [...row, ...Object.values(row.length > 0 ? rest : value).flatMap(stringsOf)];
  }
  return [];
}

const copy = [
  ...Object.values(modules).flatMap((module) => stringsOf(Object.values(module))),
  ...stringsOf(privacyNoticeContent()),
  ...stringsOf(umoyaFooter),
  ...stringsOf(brand),
  registrationLine,
];

/**
 * Anything in the copy that reads like a South African phone number: a leading 0 and groups of digits
 * apart by spaces or no-break spaces ("0860 800 900", "010 023 5200"), or +27 and its groups. Loose on
 * purpose, so that a number with a digit too few or too many is found and then fails the rule.
 */
const PHONE_LIKE = /(?<![\d/][ \u00a0]?)(?:\+27|0)\d{1,4}(?:[ \u00a0]\d{2,4}){1,3}(?![\d/]|[.,]\d)/g;
/** A dialable South African number as the copy writes it: ten digits, starting with 0. */
const DIALABLE = /^0[1-9]\d{8}$/;
/** A tel: link that dials from anywhere: +27 and the nine digits after the leading 0. */
const TEL_HREF = /^tel:\+27[1-9]\d{8}$/;

const digitsOf = (phone: string) => phone.replace(/^\+27/, "0").replace(/\D/g, "");

describe("contact facts in the copy", () => {
  const phones = [...new Set(copy.flatMap((text) => [...text.matchAll(PHONE_LIKE)].map((match) => match[0])))];
  const telLinks = [...new Set(copy.flatMap((text) => text.match(/tel:[^"'\s<>)]*/g) ?? []))];

  it("finds the numbers it checks (the site's own and the regulators')", () => {
    expect(phones).toContain(brand.contact.phone);
    expect(phones.map(digitsOf)).toEqual(expect.arrayContaining(["0860800900", "0860627627"]));
    expect(telLinks).toContain(brand.contact.phoneHref);
  });

  it.each(phones)("%s has the ten digits of a dialable South African number", (phone) => {
    expect(digitsOf(phone)).toMatch(DIALABLE);
  });

  it.each(telLinks)("%s dials a South African number in international form", (href) => {
    expect(href).toMatch(TEL_HREF);
  });

  it("the brand's phone link dials the number it shows", () => {
    expect(brand.contact.phoneHref).toBe(`tel:+27${digitsOf(brand.contact.phone).slice(1)}`);
  });

  it("gives the National Financial Ombud Scheme's share-call number, not the nine-digit misprint", () => {
    const text = copy.join("\n");
    expect(text).toContain("0860\u00a0800\u00a0900");
    expect(text).not.toMatch(/(?<!\d)086[ \u00a0]800[ \u00a0]900/);
  });

  it("names which hours it means: the phone lines' (to 17:00) or the call-back hours (to 19:00), never 'business hours'", () => {
    // The brand configuration says "when the phone line is open" and "when consultants return call-back
    // requests"; each page that states hours says which of the two it means, in words next to them.
    const pages = copy.filter((text) => text !== brand.contact.hours && text !== brand.contact.callBackHours);
    expect(pages.join("\n")).not.toMatch(/business hours|office hours|working hours/i);
    const before = (text: string, hours: string) =>
      [...text.matchAll(new RegExp(hours.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"))].map((match) =>
        text.slice(Math.max(0, match.index - 80), match.index),
      );
    const lineHours = pages.flatMap((text) => before(text, brand.contact.hours));
    const callBackHours = pages.flatMap((text) => before(text, brand.contact.callBackHours));
    expect(lineHours.length).toBeGreaterThan(2);
    expect(callBackHours.length).toBeGreaterThan(2);
    for (const context of lineHours) expect(context).toMatch(/lines open/i);
    for (const context of callBackHours)
      expect(context).toMatch(/call(s|ing)? you back|phones? (you )?back|return calls/i);
  });

  it("writes every date the house way (28 October 2026), never 28/10/2026, 2026-10-28, October 28, 2026 or 28 Oct 2026", () => {
    const text = copy.join("\n");
    const short = "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec";
    const otherDate = new RegExp(
      String.raw`\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{4}[/-]\d{2}[/-]\d{2}\b|\b(?:${MONTH_NAMES.join("|")}|${short})\.? \d{1,2},? \d{4}\b|\b\d{1,2} (?:${short})\.? \d{4}\b`,
    );
    // Configuration values that are not copy: the logo's switch-over day.
    expect(text.replace(brand.logo.rugbyUntil, "").match(otherDate)?.[0]).toBeUndefined();
    expect(text).toMatch(new RegExp(String.raw`\b\d{1,2} (?:${MONTH_NAMES.join("|")}) \d{4}\b`));
  });

  it("writes the registration numbers in the formats the registers use", () => {
    // CIPC company number: year, six digits, and 07 for a private company ("(Pty) Ltd").
    expect(brand.registration.company).toMatch(/^(19|20)\d{2}\/\d{6}\/07$/);
    expect(brand.legalName).toMatch(/\(Pty\) Ltd$/);
    // NCR credit-provider registration: NCRCP and digits.
    expect(brand.registration.ncrRegistrationNumber).toMatch(/^NCRCP\d{1,6}$/);
    // FSCA licence: the FSP number is a number.
    expect(brand.registration.fspNumber).toMatch(/^[1-9]\d{0,5}$/);
  });

  it("ends each address with a four-digit postal code", () => {
    expect(brand.contact.addressLine).toMatch(/, \d{4}$/);
    expect(brand.legalContacts.postalAddress).toMatch(/^PO Box \d+, [A-Z][a-z]+, \d{4}$/);
  });

  it("writes every e-mail address in the copy with a South African or .com domain", () => {
    const addresses = copy.flatMap((text) => text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []);
    expect(addresses).toEqual(expect.arrayContaining([brand.contact.email, "info@nfosa.co.za"]));
    for (const address of addresses)
      expect(address).toMatch(/^[\w.+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.(co\.za|org\.za|gov\.za|com)$/i);
  });
});
