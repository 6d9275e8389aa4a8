import { describe, expect, it } from "vitest";
import type { StoredLead } from "./store";
import { csvField, leadsCsv } from "./leads-csv";

const lead: StoredLead = {
  id: "3f1c2b7e-0000-4000-8000-000000000001",
  createdAt: new Date("2026-11-20T08:30:00Z"),
  firstName: "Thandi",
  surname: "van der Merwe, Jr",
  cellphone: "0825551234",
  email: null,
  idNumber: "8001015009087",
  product: "business",
  sourcePath: "/business",
  preferredTime: "morning",
  calculation: { calculator: "vehicle-finance", figures: { "Monthly instalment": 6543.21 } },
  vehicleId: 42,
  consent: true,
  marketingOptIn: false,
  consentTextVersion: "2026-11-popia-1",
  consentedAt: new Date("2026-11-20T08:30:00Z"),
  preCheckConsent: true,
  campaign: { source: "newsletter", name: "spring" },
  preCheckConsentTextVersion: "2026-11-pre-check-1",
  preCheckConsentedAt: new Date("2026-11-20T08:30:00Z"),
  reference: "UF-7KQ2-M9XD",
};

describe("leadsCsv", () => {
  it("writes a header and one quoted, CRLF-terminated row per lead", () => {
    const lines = leadsCsv([lead]).split("\r\n");
    expect(lines[0]).toBe(
      "id,reference,created_at,first_name,surname,cellphone,email,id_number,product,source_path,preferred_time,marketing_opt_in,consent_text_version,consented_at,pre_check_consent_text_version,pre_check_consented_at,calculation,vehicle_id",
    );
    expect(lines[1]).toBe(
      '3f1c2b7e-0000-4000-8000-000000000001,UF-7KQ2-M9XD,2026-11-20T08:30:00.000Z,Thandi,"van der Merwe, Jr",0825551234,,8001015009087,business,/business,morning,false,2026-11-popia-1,2026-11-20T08:30:00.000Z,2026-11-pre-check-1,2026-11-20T08:30:00.000Z,"{""calculator"":""vehicle-finance"",""figures"":{""Monthly instalment"":6543.21}}",42',
    );
    expect(lines[2]).toBe("");
  });

  it("defuses values a spreadsheet would run as formulas", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField("+27825551234")).toBe(`"'+27825551234"`);
    expect(csvField("Sipho")).toBe("Sipho");
    for (const trigger of ["=", "+", "-", "@", "\t", "\r", "\u0000"])
      expect(csvField(`${trigger}1+1`), JSON.stringify(trigger)).toMatch(/^"'/);
    expect(csvField("-12.5")).toBe(`"'-12.5"`);
    expect(csvField("Thandi=1")).toBe("Thandi=1");
  });
});
