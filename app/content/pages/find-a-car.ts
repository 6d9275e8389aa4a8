import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroFindACar from "../images/hero-find-a-car";

export const content = {
  page: "findACar",
  hero: {
    image: heroFindACar,
    heading: "Find a car for sale",
    lead: "Search cars for sale at dealers across South Africa by make, body type, price and province. Every car shows an example monthly instalment, so you know what is within reach before you fall in love with one.",
    primaryAction: { kind: "page", page: "findACar", hash: "calculator", label: "Work out your price range" },
    secondaryAction: { kind: "call-me-back", label: "Call me back" },
  },
  sections: [
    {
      kind: "calculator",
      id: "calculator",
      calculator: "affordability",
      heading: "Work out your price range",
      intro:
        "Enter the monthly instalment you are comfortable with, your deposit and a term. The calculator estimates the vehicle price that matches, so you can search in the right range. It is a planning estimate, not a credit decision.",
    },
    {
      kind: "cards",
      id: "where-to-look",
      heading: "Where to look",
      cards: [
        {
          title: "Franchised dealers",
          text: `New, demo and used cars, usually with a warranty or service history from the brand. Many dealers submit finance applications to ${brand.name} on your behalf.`,
        },
        {
          title: "Independent used car dealers",
          text: "A wider range of makes and prices. Check that the dealer is established, and remember that the Consumer Protection Act applies to your purchase.",
        },
        {
          title: "Online listings",
          text: "Useful for comparing prices and mileage across the country. Use reputable platforms, and be wary of prices that look too good to be true.",
        },
        {
          title: "Private sellers",
          text: "Often the lowest prices, with more checks for you to do. We can finance private sales and settle the seller's finance directly.",
          link: { label: "Private vehicle finance", page: "privateFinance" },
        },
      ],
    },
    {
      kind: "list",
      id: "comparing-offers",
      heading: "Comparing offers",
      intro:
        "Two cars with the same price can cost very different amounts to own. Compare more than the sticker price.",
      style: "chevron",
      items: [
        "The total price on the offer to purchase, including delivery fees and any extras",
        "Mileage, age and service history, and whether a service or maintenance plan is still running",
        "The insurance premium for each car on your shortlist",
        "Fuel consumption and the cost of tyres and parts",
        "What the car is likely to be worth when you want to sell or trade it in",
      ],
    },
    {
      kind: "notice",
      id: "scam-warning",
      tone: "warning",
      title: "Watch out for listing scams",
      message:
        "Never pay a deposit to hold a car you have not seen, and never pay into a personal account on the strength of photos and a story about the seller being away. See the car, check its papers and meet the seller at a safe place first.",
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about finding a car",
      items: [
        {
          question: "Can I get finance before I find the car?",
          answer:
            "Yes. We can assess your application first and tell you the amount you may be able to finance. Final approval depends on the vehicle you choose.",
        },
        {
          question: "Do you sell cars?",
          answer: `No. ${brand.name} provides finance. You choose and buy the car from a dealer or a private seller, and we finance the purchase.`,
        },
        {
          question: "Who lists the cars on this page?",
          answer:
            "Dealers who work with us list their stock here and keep it up to date. The dealer sells you the car; we finance it, subject to credit approval. The monthly figure on each car is an example worked out with the assumptions stated under the results.",
        },
        {
          question: "How old can a used car be for finance?",
          answer:
            "It depends on the vehicle and the term you choose. As a rule, the older the car, the shorter the term we can offer. Ask us about a specific car.",
        },
        {
          question: "What should I check before I buy?",
          answer:
            "Check the VIN and engine numbers, the service history, any outstanding finance and a roadworthy certificate. Our used car buying tips include a full checklist.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Get your budget confirmed",
      intro:
        "Leave your details and a consultant will call you to assess your application, so you can shop knowing the amount we may be able to finance. All finance is subject to credit approval.",
    },
  ],
  related: ["buyingACar", "usedCarBuyingTips", "budgetingTool", "insurance"],
} as const satisfies PageContent;
