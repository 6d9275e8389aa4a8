import { brand } from "../brand";
import type { PageContent } from "../page-content";
import { PERSONAL_DOCUMENTS } from "./application-documents";
import heroMotorcycle from "../images/hero-motorcycle";

export const content = {
  page: "motorcycleFinance",
  hero: {
    image: heroMotorcycle,
    heading: "Finance for your next motorcycle or scooter",
    lead: `Whether you want a scooter that beats the traffic or an adventure bike for long weekends, ${brand.name} can finance a new or used motorcycle with instalments that fit your monthly budget.`,
    primaryAction: { kind: "page", page: "motorcycleFinance", hash: "calculator", label: "Calculate your instalment" },
    secondaryAction: { kind: "call-me-back", label: "Call me back" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "instalment-agreement",
      qualifies:
        "South African residents with a regular income and a valid motorcycle licence who can afford the instalment",
      documents: [...PERSONAL_DOCUMENTS],
    },
    {
      kind: "cards",
      id: "what-we-finance",
      heading: "Bikes we finance",
      intro: "We finance motorcycles bought from dealers and, after a few extra checks, from private sellers.",
      cards: [
        {
          title: "Commuter bikes and scooters",
          text: "Affordable, fuel-efficient transport for getting to work, studying or running deliveries for your own business.",
        },
        {
          title: "Road and sports bikes",
          text: "Naked, sports and touring motorcycles for riders who want performance and comfort on the open road.",
        },
        {
          title: "Adventure and off-road",
          text: "Dual-sport and adventure bikes built for gravel passes, as well as licensed off-road motorcycles.",
        },
        {
          title: "Riding gear",
          text: "Where the dealer allows it, your helmet, jacket, gloves and boots can be included in the deal, so you ride away properly protected.",
        },
      ],
    },
    {
      kind: "calculator",
      id: "calculator",
      calculator: "vehicle-instalment",
      heading: "Estimate your monthly instalment",
      intro:
        "Enter the price of the bike and any gear, your deposit and the term to see an estimated instalment. This is a planning estimate only; your rate depends on your credit profile and will be confirmed in your quotation.",
    },
    {
      kind: "steps",
      id: "how-it-works",
      heading: "How motorcycle finance works",
      steps: [
        {
          title: "Choose your bike",
          description:
            "Pick a motorcycle from a dealer or a private seller and get a written price, including any gear and accessories.",
        },
        {
          title: "Apply",
          description:
            "Apply through the dealer or ask us to call you back. We assess your income, expenses and credit record, as the National Credit Act requires.",
        },
        {
          title: "Review your quote",
          description:
            "If approved, you receive a pre-agreement statement and quotation showing the instalment, interest, fees and total cost, binding for five business days.",
        },
        {
          title: "Insure, sign and ride",
          description:
            "Arrange comprehensive insurance, sign your instalment sale agreement and collect your bike. It is registered in your name, with us as title holder until it is paid off.",
        },
      ],
    },
    {
      kind: "list",
      id: "before-you-buy",
      heading: "Before you buy",
      style: "dot",
      items: [
        "Check that you hold the right licence. Motorcycles up to 125 cc need at least a code A1 licence; larger bikes need a code A licence.",
        "Get an insurance quote early. Premiums for motorcycles vary widely with the bike, where you park it and your riding record.",
        "Budget for servicing, tyres and chain kits, which wear faster on a bike than on a car.",
        "On a used bike, check the frame and engine numbers against the registration certificate and ask for the service history.",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about motorcycle finance",
      items: [
        {
          question: "Can I finance a used motorcycle?",
          answer:
            "Yes. We finance used motorcycles from dealers and private sellers, subject to the bike's age, condition and value.",
        },
        {
          question: "Do I need a deposit?",
          answer:
            "It is not always required, but a deposit reduces the amount you borrow and your monthly instalment, and it can help your application.",
        },
        {
          question: "Is insurance compulsory?",
          answer:
            "Yes. Comprehensive insurance is a condition of finance for the whole term. You are free to choose your own insurer, as long as the cover meets the agreement's requirements.",
        },
        {
          question: "Can I use the bike for deliveries?",
          answer:
            "Yes, but tell your insurer, because business use needs the right cover. If the bike will belong to your business, look at our business asset funding.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Found the bike you want?",
      intro:
        "Leave your details and a consultant will call you to talk through the finance. All finance is subject to credit approval.",
    },
  ],
  related: ["leisureAssetFinance", "privateFinance", "insurance", "smallBusinessAssetFunding"],
} as const satisfies PageContent;
