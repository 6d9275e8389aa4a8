import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroPrivateFinance from "../images/hero-private-finance";

export const content = {
  page: "privateFinance",
  hero: {
    image: heroPrivateFinance,
    heading: "Finance your next car, from a dealer or a private seller",
    lead: `With ${brand.name} vehicle finance you pay off a new or used car in fixed or linked monthly instalments over up to 96 months, with a quote based on what you can genuinely afford.`,
    primaryAction: { kind: "page", page: "privateFinance", hash: "calculator", label: "Calculate your instalment" },
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
      documents: [
        "Your South African ID document or smart ID card, or passport and work permit",
        "A valid driver's licence",
        "Your latest three months' payslips, or six months' bank statements if you are self-employed",
        "Proof of residential address not older than three months",
        "Details of the vehicle you want, or the price range you are shopping in",
      ],
      more: [
        { label: "Vehicles", value: "New and used cars, bakkies and SUVs, bought from a dealer or a private seller" },
        { label: "Deposit", value: "Optional, although a deposit lowers your instalment and the interest you pay" },
        {
          label: "Balloon payment",
          value: "Optional, usually up to 30% to 40% of the price depending on the vehicle and term",
        },
        { label: "Insurance", value: "Comprehensive cover is a condition of finance; you may choose your own insurer" },
      ],
    },
    {
      kind: "prose",
      id: "how-vehicle-finance-works",
      heading: "How private vehicle finance works",
      paragraphs: [
        `Private vehicle finance is an instalment sale agreement. ${brand.name} pays the seller, and you repay us in monthly instalments that include interest and fees. While the agreement runs, we are the title holder of the vehicle and you are its registered owner on eNaTIS: you drive it, license it and insure it as your own. When you make your final payment, ownership passes fully to you.`,
        "Interest is usually linked to the prime lending rate. With a linked rate, your instalment moves up or down when prime changes; with a fixed rate, it stays the same for the whole term. Your quotation shows which applies to you.",
      ],
    },
    {
      kind: "calculator",
      id: "calculator",
      calculator: "vehicle-instalment",
      heading: "Estimate your monthly instalment",
      intro:
        "Try different prices, deposits, terms and balloon amounts to see how each changes the instalment. The figures are estimates for planning only; your actual rate depends on your credit profile, and your quotation will show the full cost.",
    },
    {
      kind: "steps",
      id: "buying-privately",
      heading: "Buying from a private seller",
      intro: "Buying privately can save money, and we help make the handover safe for both of you.",
      steps: [
        {
          title: "Agree on the price",
          description:
            "Once you and the seller agree on a price, send us the vehicle details and the seller's contact information.",
        },
        {
          title: "We check the vehicle",
          description:
            "We confirm the registration details, check for outstanding finance and may ask for a valuation or inspection.",
        },
        {
          title: "We settle and pay",
          description:
            "If the seller still owes money on the car, we settle their finance house directly and pay the balance to the seller.",
        },
        {
          title: "Ownership is transferred",
          description:
            "The vehicle is registered in your name with us as title holder. A roadworthy certificate is needed for the change of ownership.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about private vehicle finance",
      items: [
        {
          question: "How much can I borrow?",
          answer:
            "It depends on your income, your expenses, your existing debt and your credit record. Our affordability calculator gives you a first idea, and our assessment confirms what we can offer.",
        },
        {
          question: "Can I settle my agreement early?",
          answer:
            "Yes. You can ask for a settlement figure at any time and pay off the balance early, which saves you interest.",
        },
        {
          question: "Who pays the licence and traffic fines?",
          answer:
            "You do. As the registered owner you are responsible for renewing the licence disc every year and for any traffic fines, even while we are the title holder.",
        },
        {
          question: "What if my circumstances change?",
          answer:
            "Contact us as soon as you can. It is much easier to find a workable arrangement before a payment is missed than afterwards.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Talk to a finance consultant",
      intro:
        "Leave your details and we will call you to discuss the car you have in mind and the finance options that suit you. All finance is subject to credit approval.",
    },
  ],
  related: ["vehicleFinanceGuide", "balloonPayments", "buyingACar", "insurance"],
} as const satisfies PageContent;
