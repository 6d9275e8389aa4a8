import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroSpecialisedEquipment from "../images/hero-specialised-equipment";

export const content = {
  page: "businessSpecialisedFinance",
  hero: {
    image: heroSpecialisedEquipment,
    heading: "Finance for specialised business equipment",
    lead: `Some assets need a lender who understands them. ${brand.name} finances specialised equipment such as agricultural machinery, medical equipment, buses, refrigerated trucks and trailers, with terms that reflect how each asset is used.`,
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "login", panel: "business", label: "Business login" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "business",
      termNote: "Matched to how the asset earns and how long it will be in service",
      qualifies: "Farmers, practices, transport operators and other businesses buying specialised equipment",
      documents: [
        "Business registration documents and the IDs of the owners or directors",
        "Recent financial statements or management accounts, and six months of bank statements",
        "The supplier's quote, including the specification of the equipment and any body or conversion",
        "For contract-based work, details of the contract the asset will serve",
        "For medical equipment, your practice registration details",
      ],
    },
    {
      kind: "cards",
      id: "what-we-finance",
      heading: "Specialised assets we finance",
      cards: [
        {
          title: "Agricultural machinery",
          text: "Tractors, combine harvesters, balers, sprayers and irrigation systems, with repayments that can be timed around your harvest income.",
        },
        {
          title: "Medical equipment",
          text: "Imaging equipment, dental chairs, ultrasound machines and practice equipment for doctors, dentists and clinics.",
        },
        {
          title: "Buses and people carriers",
          text: "Midibuses, coaches and minibuses for school transport, tour operators and staff transport.",
        },
        {
          title: "Refrigerated trucks",
          text: "Trucks and bodies with refrigeration units for food, pharmaceutical and cold-chain logistics.",
        },
        {
          title: "Trailers and bodies",
          text: "Tautliners, tankers, side tippers, low-beds and custom bodies built onto a new chassis.",
        },
      ],
    },
    {
      kind: "prose",
      id: "why-specialised",
      heading: "Why specialised assets need a tailored deal",
      paragraphs: [
        "Specialised equipment is often built to order, used in seasonal or contract-based work, and sold on a narrower second-hand market. A standard agreement may not fit. We take account of how the asset earns, how long it will be in service and what it is likely to be worth later, and set the term, the payment pattern and any residual value accordingly.",
        "Where a truck body or refrigeration unit is built onto a chassis, we can pay the chassis supplier and the body builder separately, so that each is paid when their part of the work is done.",
      ],
    },
    {
      kind: "spec-list",
      id: "structuring-options",
      heading: "Structuring options",
      items: [
        {
          label: "Seasonal repayments",
          value:
            "Larger payments in the months your income arrives and smaller ones in between, for agriculture and other seasonal businesses",
        },
        {
          label: "Staged payments",
          value: "Payments to suppliers as a build progresses, for bodies, conversions and equipment built to order",
        },
        {
          label: "Residual value",
          value: "Available on some assets to lower the instalment, with a lump sum due at the end",
        },
        {
          label: "Agreement type",
          value: "Instalment sale or lease, depending on your tax position and whether you want ownership",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about specialised finance",
      items: [
        {
          question: "Can you finance used specialised equipment?",
          answer:
            "Often, yes, depending on its age, condition and remaining working life. We may ask for an independent valuation.",
        },
        {
          question: "Can I combine specialised equipment with ordinary vehicles in one deal?",
          answer: "Yes. We can structure a deal or facility that covers a mix of assets.",
        },
        {
          question: "Do you offer Shariah-compliant finance for equipment?",
          answer:
            "Yes. Our Islamic finance for business offers profit-based, asset-backed funding for vehicles and equipment.",
        },
        {
          question: "Can repayments follow a seasonal income?",
          answer:
            "Yes. For farming and other seasonal businesses, we can agree a payment pattern with larger payments in the months your income arrives, subject to our assessment of your cash flow.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Discuss your equipment with us",
      intro:
        "Leave your details and a specialist will call you to talk through the asset and how the finance could be structured. All finance is subject to credit approval.",
    },
  ],
  related: ["corporateIndustry", "leaseAgreements", "islamicFinanceBusiness", "business"],
} as const satisfies PageContent;
