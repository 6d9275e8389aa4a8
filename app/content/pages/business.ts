import { brand } from "../brand";
import type { PageContent } from "../page-content";
import { BUSINESS_DOCUMENTS } from "./application-documents";
import heroBusiness from "../images/hero-business";

export const content = {
  page: "business",
  hero: {
    image: heroBusiness,
    heading: "Asset finance that works around your cash flow",
    lead: `From a single bakkie to a national fleet, ${brand.name} finances the vehicles and equipment South African businesses depend on, with instalment sale, lease and rental options structured around how your business earns.`,
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "login", panel: "business", label: "Business login" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "business",
      termNote: "Matched to the working life of the asset",
      qualifies:
        "Sole proprietors, partnerships, close corporations and companies trading in South Africa, assessed on the business's cash flow and credit record",
      documents: [...BUSINESS_DOCUMENTS],
    },
    {
      kind: "cards",
      id: "business-solutions",
      heading: "Finance for every size of business",
      cards: [
        {
          title: "Small business asset funding",
          text: "Bakkies, trailers, trucks and equipment for sole proprietors and small companies, repaid over up to six years.",
          link: { label: "Fund assets for a small business", page: "smallBusinessAssetFunding" },
        },
        {
          title: "Corporate and industry finance",
          text: "Structured finance for mining, agriculture, logistics and construction, from yellow metal to rolling stock.",
          link: { label: "Finance for corporates and industry", page: "corporateIndustry" },
        },
        {
          title: "Fleet solutions",
          text: "Finance, maintenance leasing, fuel cards and reporting for business fleets, managed online.",
          link: { label: "Run your fleet with us", page: "fleetSolutions" },
        },
        {
          title: "Lease agreements",
          text: "Compare instalment sale with financial and operating leases to find the right fit for your tax position.",
          link: { label: "Compare lease agreements", page: "leaseAgreements" },
        },
        {
          title: "Specialised equipment",
          text: "Agricultural machinery, medical equipment, buses, refrigerated trucks and trailers.",
          link: { label: "Specialised finance for business", page: "businessSpecialisedFinance" },
        },
        {
          title: "Islamic finance for business",
          text: "Shariah-compliant, asset-backed funding for vehicles and equipment, without interest.",
          link: { label: "Shariah-compliant business finance", page: "islamicFinanceBusiness" },
        },
      ],
    },
    {
      kind: "prose",
      id: "how-we-structure",
      heading: "Structured around your business",
      paragraphs: [
        "Every business earns differently. A farm has a harvest season, a contractor is paid on project milestones, and a logistics company needs trucks on the road before the first invoice is paid. We look at your cash flow and the asset's working life, and structure the term, deposit, any residual value and the payment pattern to fit.",
        "Because the asset itself secures the finance, you keep your working capital and overdraft for running the business, and the asset earns while you pay it off.",
      ],
    },
    {
      kind: "steps",
      id: "how-to-apply",
      heading: "How to apply",
      steps: [
        {
          title: "Tell us what you need",
          description:
            "Ask us to call you back, or talk to your dealer. Have the supplier's quote for the asset to hand if you have one.",
        },
        {
          title: "Send your documents",
          description:
            "We ask for company registration documents, financial statements or management accounts, bank statements and the details of the directors or members.",
        },
        {
          title: "We assess the application",
          description:
            "We look at the business's trading history, cash flow and existing commitments, and at the asset itself.",
        },
        {
          title: "Sign and take delivery",
          description:
            "Once approved, you receive the agreement to sign. We pay the supplier and you take delivery of the asset.",
        },
      ],
    },
    {
      kind: "notice",
      id: "dealers-and-fleet-managers",
      tone: "info",
      title: "Dealers and fleet managers",
      message:
        "Dealers can submit applications and track deals through the partner login. Fleet managers and business customers can view accounts, statements and fleet reports through the business login.",
      actions: [
        { kind: "login", panel: "partner", label: "Partner login" },
        { kind: "login", panel: "business", label: "Business login" },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions from business customers",
      items: [
        {
          question: "Does the National Credit Act apply to business finance?",
          answer:
            "It depends on the type and size of the business. The Act protects sole proprietors and many smaller businesses, but it does not apply to juristic persons with an annual turnover or asset value of R 1 million or more. We tell you upfront which rules apply to your agreement.",
        },
        {
          question: "Can a new business apply?",
          answer:
            "Yes, although with a short trading history we look more closely at the owners' own financial position and may ask for a larger deposit or a personal suretyship.",
        },
        {
          question: "Can I claim VAT on the asset?",
          answer:
            "If your business is a VAT vendor, input VAT may be claimable on many business assets, but not on most passenger cars. Ask your tax adviser how the choice between instalment sale and lease affects your position.",
        },
        {
          question: "Do you finance used equipment?",
          answer: "Often, yes, depending on its age, condition and expected working life. We may ask for a valuation.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Talk to a business finance specialist",
      intro:
        "Leave your details and a business consultant will call you to discuss the assets you need and how to structure the finance. All finance is subject to credit approval.",
    },
  ],
  related: ["solarFinance", "smallBusinessGuide", "insurance"],
} as const satisfies PageContent;
