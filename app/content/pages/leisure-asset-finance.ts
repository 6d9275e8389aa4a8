import { brand } from "../brand";
import type { PageContent } from "../page-content";
import { PERSONAL_DOCUMENTS } from "./application-documents";
import heroLeisure from "../images/hero-leisure";

export const content = {
  page: "leisureAssetFinance",
  hero: {
    image: heroLeisure,
    heading: "Finance the caravan, boat or camper for your weekends away",
    lead: `${brand.name} finances leisure assets such as caravans, boats, jet skis, trailers and off-road campers, so you can spread the cost over a term that suits your budget.`,
    primaryAction: {
      kind: "page",
      page: "leisureAssetFinance",
      hash: "calculator",
      label: "Calculate your instalment",
    },
    secondaryAction: { kind: "call-me-back", label: "Call me back" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "instalment-agreement",
      qualifies:
        "South African residents with a regular income who can afford the instalment after their living expenses",
      documents: [...PERSONAL_DOCUMENTS, "The seller's quote or the advert for the caravan, boat or camper"],
    },
    {
      kind: "cards",
      id: "what-we-finance",
      heading: "What we finance",
      cards: [
        {
          title: "Caravans",
          text: "New and used caravans, from compact models for two to family caravans with full-width beds.",
        },
        {
          title: "Off-road campers and trailers",
          text: "Off-road trailers, rooftop tent set-ups and camping trailers for overlanding and the bushveld.",
        },
        {
          title: "Boats",
          text: "Ski boats, bass boats, pontoons and fishing boats, including the motor and the trailer.",
        },
        {
          title: "Jet skis",
          text: "Personal watercraft for the dam or the coast, together with the trailer you need to tow it.",
        },
      ],
    },
    {
      kind: "calculator",
      id: "calculator",
      calculator: "vehicle-instalment",
      heading: "Estimate your monthly instalment",
      intro:
        "Enter the price, your deposit and the term to see an estimated instalment. The result is a planning estimate; your actual rate depends on your credit profile and the asset, and your quotation will show the full cost.",
    },
    {
      kind: "prose",
      id: "how-it-works",
      heading: "How leisure asset finance works",
      paragraphs: [
        `Leisure assets are financed with an instalment sale agreement, much like a car. ${brand.name} pays the seller and you repay us monthly, with interest and fees, over the agreed term. We hold ownership as security until the final instalment is paid.`,
        "Leisure assets are used for part of the year, so think about the full cost of ownership before you apply: storage, insurance, servicing, licensing and the fuel for towing. A caravan or boat that sits unused for most of the year still needs its instalment paid every month.",
      ],
    },
    {
      kind: "list",
      id: "before-you-buy",
      heading: "Things to check before you buy",
      style: "dot",
      items: [
        "Towing capacity: make sure your vehicle is rated to tow the loaded weight of the caravan, trailer or boat.",
        "Your driver's licence: towing a trailer with a gross vehicle mass of more than 750 kg generally needs a code EB licence.",
        "Registration: caravans and trailers are registered and licensed on eNaTIS, and the licence disc must be renewed every year.",
        "Boat documents: depending on where you use it, a boat may need a certificate of fitness or a permit for the waters you plan to visit.",
        "Insurance: comprehensive cover is a condition of finance, and it should include the asset while it is being towed and while it is stored.",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about leisure asset finance",
      items: [
        {
          question: "Can I finance a used caravan or boat?",
          answer:
            "Yes. We finance used leisure assets from dealers and private sellers, subject to the asset's age, condition and value. We may ask for an inspection or valuation.",
        },
        {
          question: "Can I finance the boat, motor and trailer together?",
          answer:
            "Yes, they can be financed as one deal if they are bought together. Your quotation will list each item.",
        },
        {
          question: "Is there a minimum deposit?",
          answer:
            "It depends on the asset and your credit profile. A deposit lowers the amount you borrow and the interest you pay over the term.",
        },
        {
          question: "Can I include accessories?",
          answer:
            "Accessories sold with the asset, such as an awning, a fish finder or a canopy, can usually be included in the purchase price.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Planning your next adventure?",
      intro:
        "Leave your details and one of our consultants will call you to talk through financing the caravan, boat or camper you have in mind. All finance is subject to credit approval.",
    },
  ],
  related: ["motorcycleFinance", "insurance", "licences", "budgetingTool"],
} as const satisfies PageContent;
