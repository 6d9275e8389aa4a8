import { describe, expect, it } from "vitest";
import { parseLeadSubmission } from "~/lib/leads/lead-submission";
import { campaignOfLanding, CAMPAIGN_STORAGE_KEY } from "./campaign";
import { parseCampaign, storedCampaign } from "./campaign-parse";

describe("campaignOfLanding", () => {
  it("reads the campaign parameters of the landing page's address", () => {
    expect(
      campaignOfLanding(
        "?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=bakkie+finance&utm_content=banner_2&gclid=Cj0KCQ-abc_123",
        "",
        "www.umoyafinance.co.za",
      ),
    ).toEqual({
      source: "newsletter",
      medium: "email",
      name: "spring",
      term: "bakkie finance",
      content: "banner_2",
      gclid: "Cj0KCQ-abc_123",
    });
  });

  it("keeps the referrer's host only, and only when it is another site", () => {
    expect(campaignOfLanding("", "https://www.google.com/search?q=car+finance", "umoya.test")).toEqual({
      referrerHost: "www.google.com",
    });
    expect(campaignOfLanding("", "https://umoya.test/business?x=1", "umoya.test")).toEqual({});
    expect(campaignOfLanding("", "", "umoya.test")).toEqual({});
    expect(campaignOfLanding("", "not a url", "umoya.test")).toEqual({});
  });

  it("drops values that are too long or carry characters outside the plain set, keeping the rest", () => {
    const search = new URLSearchParams({
      utm_source: "x".repeat(101),
      utm_medium: "someone@example.com",
      utm_campaign: "<script>",
      utm_term: "https://evil.example/path",
      utm_content: "Lente-aanbod 2026",
      gclid: "   ",
    }).toString();
    expect(campaignOfLanding(`?${search}`, "", "umoya.test")).toEqual({ content: "Lente-aanbod 2026" });
    expect(campaignOfLanding(`?utm_source=${"y".repeat(100)}`, "", "umoya.test")).toEqual({ source: "y".repeat(100) });
  });
});

describe("storedCampaign", () => {
  const storage = (value: string | null) => ({
    getItem: (key: string) => (key === CAMPAIGN_STORAGE_KEY ? value : null),
  });

  it("gives the kept campaign, and drops anything kept that does not fit", () => {
    expect(storedCampaign(storage('{"source":"newsletter","name":"spring"}'))).toEqual({
      source: "newsletter",
      name: "spring",
    });
    expect(storedCampaign(storage('{"source":"a@b.c","other":"x","name":"spring"}'))).toEqual({ name: "spring" });
  });

  it("gives nothing when nothing is kept, the storage is unreadable or missing", () => {
    expect(storedCampaign(storage(null))).toEqual({});
    expect(storedCampaign(storage("{not json"))).toEqual({});
    expect(storedCampaign(undefined)).toEqual({});
    expect(
      storedCampaign({
        getItem: () => {
          throw new Error("SecurityError");
        },
      }),
    ).toEqual({});
  });
});

describe("parseCampaign", () => {
  it("accepts the documented keys, and none at all", () => {
    const campaign = {
      source: "newsletter",
      medium: "email",
      name: "spring",
      term: "car finance",
      content: "hero",
      gclid: "abc-123_X",
      referrerHost: "www.google.com",
    };
    expect(parseCampaign(campaign)).toEqual({ ok: true, value: campaign });
    expect(parseCampaign(undefined)).toEqual({ ok: true, value: null });
    expect(parseCampaign(null)).toEqual({ ok: true, value: null });
    expect(parseCampaign({})).toEqual({ ok: true, value: null });
  });

  it("names each refused key, never its value", () => {
    const result = parseCampaign({
      source: "x".repeat(101),
      medium: 7,
      name: "a@b.co.za",
      referrerHost: "www.google.com/search",
      utm_source: "newsletter",
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        "campaign.source": "invalid",
        "campaign.medium": "invalid",
        "campaign.name": "invalid",
        "campaign.referrerHost": "invalid",
        "campaign.utm_source": "unknown",
      },
    });
    expect(parseCampaign("newsletter")).toEqual({ ok: false, fields: { campaign: "invalid" } });
    expect(parseCampaign(["newsletter"])).toEqual({ ok: false, fields: { campaign: "invalid" } });
  });

  it("is part of a lead submission", () => {
    const lead = {
      firstName: "Thandi",
      surname: "Mokoena",
      cellphone: "0821234567",
      product: "vehicleFinance",
      sourcePath: "/vehicle-finance",
      consent: true,
    };
    const stored = parseLeadSubmission({ ...lead, campaign: { source: "newsletter", name: "spring" } });
    expect(stored.ok && stored.value.campaign).toEqual({ source: "newsletter", name: "spring" });
    const without = parseLeadSubmission(lead);
    expect(without.ok && without.value.campaign).toBeNull();
    expect(parseLeadSubmission({ ...lead, campaign: { medium: "a<b" } })).toEqual({
      ok: false,
      fields: { "campaign.medium": "invalid" },
    });
  });
});
