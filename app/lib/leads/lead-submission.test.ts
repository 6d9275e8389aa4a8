import { describe, expect, it } from "vitest";
import { leadFieldMessage, parseLeadSubmission } from "./lead-submission";

const valid = {
  firstName: " Zoë ",
  surname: "Mthembu-Smith",
  cellphone: "082 555 1234",
  product: "business",
  sourcePath: "/business",
  consent: true,
};

describe("parseLeadSubmission", () => {
  it("accepts the required fields alone, trimming text and defaulting the rest", () => {
    expect(parseLeadSubmission(valid)).toEqual({
      ok: true,
      value: {
        firstName: "Zoë",
        surname: "Mthembu-Smith",
        cellphone: "0825551234",
        email: null,
        idNumber: null,
        product: "business",
        sourcePath: "/business",
        preferredTime: "anytime",
        calculation: null,
        vehicleId: null,
        consent: true,
        marketingOptIn: false,
        preCheckConsent: false,
        campaign: null,
      },
    });
  });

  it("gives the §5 code of each failing field, and rejects unknown fields", () => {
    const result = parseLeadSubmission({
      ...valid,
      firstName: "R2-D2",
      cellphone: 825551234,
      email: "a@b",
      idNumber: "8001015009088",
      preferredTime: "midnight",
      sourcePath: "https://evil.example/",
      calculation: { calculator: "unknown", figures: {} },
      consent: "yes",
      marketingOptIn: "no",
      admin: true,
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        firstName: "lettersSpacesHyphens",
        cellphone: "invalid",
        email: "email",
        idNumber: "checksumFailed",
        preferredTime: "valuenotinlist",
        sourcePath: "invalid",
        calculation: "invalid",
        consent: "invalid",
        marketingOptIn: "invalid",
        admin: "unknown",
      },
    });
  });

  it("carries the listing a car page's form is about, and refuses an id that is not one", () => {
    const parsed = parseLeadSubmission({ ...valid, vehicleId: 42 });
    expect(parsed.ok && parsed.value.vehicleId).toBe(42);
    for (const vehicleId of ["42", 0, 1.5, -3, 2_147_483_648])
      expect(parseLeadSubmission({ ...valid, vehicleId })).toEqual({ ok: false, fields: { vehicleId: "invalid" } });
  });

  it("requires consent to be ticked", () => {
    expect(parseLeadSubmission({ ...valid, consent: false })).toEqual({ ok: false, fields: { consent: "required" } });
    expect(parseLeadSubmission({ ...valid, consent: undefined })).toEqual({
      ok: false,
      fields: { consent: "required" },
    });
  });

  it("takes an ID number only with the separate pre-check consent, and that consent only with an ID number", () => {
    const withId = parseLeadSubmission({ ...valid, idNumber: "8001015009087", preCheckConsent: true });
    expect(withId.ok && withId.value).toMatchObject({ idNumber: "8001015009087", preCheckConsent: true });
    expect(parseLeadSubmission({ ...valid, idNumber: "8001015009087" })).toEqual({
      ok: false,
      fields: { preCheckConsent: "required" },
    });
    expect(parseLeadSubmission({ ...valid, preCheckConsent: true })).toEqual({
      ok: false,
      fields: { idNumber: "required" },
    });
    expect(parseLeadSubmission({ ...valid, idNumber: " ", preCheckConsent: true })).toEqual({
      ok: false,
      fields: { idNumber: "required" },
    });
    expect(parseLeadSubmission({ ...valid, preCheckConsent: "yes" })).toEqual({
      ok: false,
      fields: { preCheckConsent: "invalid" },
    });
    // A mistaken ID number is named for what it is, not as a missing consent.
    expect(parseLeadSubmission({ ...valid, idNumber: "8001015009088" })).toEqual({
      ok: false,
      fields: { idNumber: "checksumFailed" },
    });
  });

  it("rejects a body that is not an object", () => {
    expect(parseLeadSubmission([valid])).toEqual({ ok: false, fields: { body: "invalid" } });
  });
});

describe("leadFieldMessage", () => {
  it("words each server code as the form's own rules do (§8)", () => {
    expect(leadFieldMessage("cellphone", "invalid")).toBe("This is not a valid phone number");
    expect(leadFieldMessage("idNumber", "checksumFailed")).toBe("That doesn't seem to be a valid ID.");
    expect(leadFieldMessage("email", "email")).toBe("That doesn't look like a valid email address.");
    expect(leadFieldMessage("surname", "required")).toBe("This field is required");
    expect(leadFieldMessage("idNumber", "required")).toBe(
      "Enter your ID number for the pre-check, or untick the pre-check box.",
    );
    expect(leadFieldMessage("preCheckConsent", "required")).toBe(
      "Your ID number is used only for a pre-check: tick the pre-check box, or clear the ID number.",
    );
  });
});
