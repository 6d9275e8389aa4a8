import { brand } from "../brand";
import type { PageContent } from "../page-content";
import { BUSINESS_DOCUMENTS } from "./application-documents";
import heroCorporate from "../images/hero-corporate";

export const content = {
  page: "corporateIndustry",
  hero: {
    image: heroCorporate,
    heading: "Structured asset finance for large businesses and industry",
    lead: `${brand.name} works with corporates and industrial businesses to finance the heavy assets that keep them productive, from earthmoving fleets and mining equipment to trucks, tractors and rolling stock.`,
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "login", panel: "business", label: "Business login" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "business",
      termNote: "Matched to the working life of the asset and your contracts",
      qualifies:
        "Large companies, state-owned entities and industry players buying fleets, yellow metal, plant and rolling stock",
      documents: [...BUSINESS_DOCUMENTS],
    },
    {
      kind: "cards",
      id: "industries",
      heading: "Industries we work with",
      cards: [
        {
          title: "Mining",
          text: "Haul trucks, loaders, drill rigs and support vehicles for mines and mining contractors.",
        },
        {
          title: "Agriculture",
          text: "Tractors, harvesters, planters, irrigation equipment and farm vehicles, with repayments that can follow your harvest.",
        },
        {
          title: "Logistics and transport",
          text: "Truck-tractors, trailers, rigid trucks and distribution fleets for long-haul and last-mile operators.",
        },
        {
          title: "Construction",
          text: "Yellow metal such as excavators, graders, TLBs and dozers, plus cranes and site vehicles.",
        },
        {
          title: "Rail and materials handling",
          text: "Rolling stock, forklifts and warehouse equipment for industrial and logistics operations.",
        },
      ],
    },
    {
      kind: "prose",
      id: "structured-deals",
      heading: "Deals structured around your operations",
      paragraphs: [
        "Large asset purchases rarely fit a standard agreement. We look at your contracts, your cash flow cycle and the working life of each asset, and put together finance that matches them. That can include seasonal or stepped repayments, a residual value based on the asset's expected resale value, staged payments for assets that are built or delivered over time, and facilities that let you add assets as your needs grow.",
        "You deal with a dedicated relationship team who understands your industry and who stays with you after the deal is signed.",
      ],
    },
    {
      kind: "list",
      id: "finance-options",
      heading: "Finance options",
      style: "chevron",
      items: [
        "Instalment sale, where ownership passes to your business at the end of the term",
        "Financial leases, where the asset is used for most of its working life and rentals are paid over the term",
        "Operating leases and rentals, where you use the asset for a period and return it",
        "Sale and leaseback, to release capital tied up in assets you already own",
        "Asset-based facilities for ongoing fleet or equipment replacement programmes",
      ],
    },
    {
      kind: "steps",
      id: "how-we-work",
      heading: "How we work with you",
      steps: [
        {
          title: "Understand the need",
          description:
            "We meet your finance and operations teams to understand the assets, the timing and the cash flow they support.",
        },
        {
          title: "Structure a proposal",
          description: "We propose a structure and indicative terms, which we refine with you.",
        },
        {
          title: "Credit approval",
          description: "We complete our credit assessment of the business, its financial statements and the assets.",
        },
        {
          title: "Delivery and ongoing service",
          description: "We pay suppliers as agreed and provide regular reporting on your facilities and agreements.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions from corporate clients",
      items: [
        {
          question: "Do you finance imported equipment?",
          answer:
            "Yes, subject to our assessment. We can structure payments around the supplier's delivery milestones. Currency movements between order and delivery need to be planned for.",
        },
        {
          question: "Can you finance a mixed fleet from several suppliers?",
          answer: "Yes. An asset-based facility can cover assets from different suppliers under one set of terms.",
        },
        {
          question: "How long does a structured deal take?",
          answer:
            "It depends on the size and complexity of the deal and on how quickly we receive the information we need. Your relationship team will agree a timeline with you at the start.",
        },
        {
          question: "Can you refinance assets we already own?",
          answer:
            "Yes. A sale and leaseback releases capital tied up in assets you own, while you keep using them. We assess the assets' value and condition as part of the deal.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Talk to our corporate team",
      intro:
        "Leave your details and a member of our corporate and industry team will call you to discuss your plans. All finance is subject to credit approval.",
    },
  ],
  related: ["businessSpecialisedFinance", "fleetSolutions", "leaseAgreements", "business"],
} as const satisfies PageContent;
