import { brand } from "../brand";
import type { PageContent } from "../page-content";
import { PERSONAL_DOCUMENTS } from "./application-documents";
import heroSpecialised from "../images/hero-specialised";

export const content = {
  page: "specialisedFinance",
  hero: {
    image: heroSpecialised,
    heading: "Finance for vehicles that need a tailored deal",
    lead: `Not every vehicle fits a standard finance application. ${brand.name} finances converted and adapted vehicles, imported cars and classic cars, taking the time to understand the vehicle and what it is worth.`,
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "page", page: "usefulTools", hash: "calculator", label: "Calculate your instalment" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "instalment-agreement",
      qualifies:
        "Buyers of converted, imported, classic or adapted vehicles that can be valued and insured, who can afford the instalment",
      documents: [...PERSONAL_DOCUMENTS, "A valuation of the vehicle, or the converter's quote for the work"],
    },
    {
      kind: "cards",
      id: "what-we-finance",
      heading: "Vehicles we can help with",
      cards: [
        {
          title: "Adapted vehicles",
          text: "Vehicles adapted for drivers or passengers with disabilities, such as hand controls, swivel seats, wheelchair ramps and lifts. The cost of the adaptation can be included in the finance.",
        },
        {
          title: "Converted vehicles",
          text: "Camper and overland conversions, 4x4 builds, and panel vans converted for mobile businesses such as food trucks or workshops.",
        },
        {
          title: "Imported vehicles",
          text: "Vehicles that have been legally imported and registered in South Africa, including models not sold by local dealers.",
        },
        {
          title: "Classic and collectible cars",
          text: "Older vehicles whose value depends on rarity, originality and condition rather than age and mileage.",
        },
      ],
    },
    {
      kind: "prose",
      id: "how-we-assess",
      heading: "How we assess a specialised vehicle",
      paragraphs: [
        "Standard vehicle valuation guides do not always cover these vehicles, so we may ask for an independent valuation by a specialist, the invoices for the conversion or adaptation, and photographs or an inspection. Knowing the vehicle's value allows us to set a term and deposit that make sense for both of us.",
        "Your affordability assessment is the same as for any other vehicle finance. Specialised vehicles can cost more to insure and maintain, so we look at the full cost of ownership with you.",
      ],
    },
    {
      kind: "list",
      id: "what-to-check",
      heading: "What to check before you buy",
      style: "chevron",
      items: [
        "For adapted and converted vehicles: that the work was done by a reputable converter and that the vehicle has passed any roadworthy or re-examination the conversion requires.",
        "For imported vehicles: the import documents and proof that the vehicle is registered on eNaTIS. Used vehicle imports are tightly restricted and generally need a permit, so check this before you pay.",
        "For classic cars: the authenticity of the vehicle, its matching numbers and its history, ideally confirmed by a marque club or specialist.",
        "For all of them: that your insurer will cover the vehicle at the right value, including the adaptations or conversion.",
      ],
    },
    {
      kind: "notice",
      id: "insurance-value",
      tone: "info",
      title: "Insure for the right value",
      message:
        "Comprehensive insurance is a condition of finance. For a classic car or an expensively converted vehicle, ask your insurer about agreed-value cover, so that a claim reflects what the vehicle is really worth rather than a standard market value.",
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about specialised finance",
      items: [
        {
          question: "Can I finance the adaptation of a vehicle I already own?",
          answer:
            "Speak to us about your situation. Depending on the cost and your circumstances, we can look at options such as a personal loan.",
        },
        {
          question: "Is there an age limit for classic cars?",
          answer:
            "We look at each classic car individually. Its value, condition and the specialist valuation matter more than its age.",
        },
        {
          question: "Can a business finance a converted vehicle?",
          answer:
            "Yes. For food trucks, mobile workshops and similar vehicles, see our specialised finance for business.",
        },
        {
          question: "Do you finance vehicles bought at auction?",
          answer:
            "Possibly. Auction terms often require payment within a short time, so talk to us before the auction about the vehicle and what we would need to assess it.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Tell us about the vehicle",
      intro:
        "Leave your details and a consultant will call you to discuss the vehicle and the information we need to assess it. All finance is subject to credit approval.",
    },
  ],
  related: ["businessSpecialisedFinance", "privateFinance", "insurance", "leisureAssetFinance"],
} as const satisfies PageContent;
