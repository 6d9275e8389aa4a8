import { brand } from "../brand";
import type { PageContent } from "../page-content";
import { PERSONAL_DOCUMENTS } from "./application-documents";
import heroIslamic from "../images/hero-islamic";

export const content = {
  page: "islamicFinance",
  hero: {
    image: heroIslamic,
    heading: "Shariah-compliant vehicle finance, without interest",
    lead: `${brand.name} Islamic vehicle finance is a sale, not a loan: we buy the vehicle and sell it to you for its price plus a fixed profit amount agreed up front, paid in fixed instalments, so you can drive the car you need in line with your faith.`,
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "page", page: "budgetingTool", label: "Check your budget" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "shariah",
      qualifies:
        "South African residents with a regular income who want finance without interest and can afford the instalment",
      documents: [...PERSONAL_DOCUMENTS],
    },
    {
      kind: "prose",
      id: "how-it-works",
      heading: "How Islamic vehicle finance works",
      paragraphs: [
        `Our Islamic vehicle finance uses a Murabaha structure, a cost-plus sale. Once you have chosen a vehicle, ${brand.name} buys it from the dealer or seller and then sells it to you at the purchase price plus a profit amount that is disclosed to you upfront. You pay that agreed selling price in fixed monthly instalments over the term.`,
        "Because the price is agreed at the start, your instalment does not change when interest rates move, and no interest is charged at any point. The finance is always linked to a real asset, the vehicle itself, rather than to lending money.",
      ],
    },
    {
      kind: "cards",
      id: "principles",
      heading: "The principles behind it",
      cards: [
        {
          title: "No interest",
          text: "Our return is a disclosed profit on the sale of the vehicle, fixed when you sign, not interest charged on money lent.",
        },
        {
          title: "Asset-backed",
          text: "Every agreement is tied to a specific vehicle that we own before we sell it to you.",
        },
        {
          title: "Ask who certified it",
          text: "This website names no Shariah board. Before you sign, ask us who reviewed the product and its documents, and for a copy of any certificate, so that you can check it with a scholar you trust.",
        },
        {
          title: "Late payment charges go to charity",
          text: "If a charge is raised for a late payment, it is donated to charity rather than kept as income.",
        },
      ],
    },
    {
      kind: "steps",
      id: "steps",
      heading: "From application to delivery",
      steps: [
        {
          title: "Apply",
          description:
            "Ask us to call you back or apply through your dealer, and tell us you would like Islamic finance. We assess your affordability as the National Credit Act requires.",
        },
        {
          title: "Receive your quotation",
          description:
            "If approved, you receive a pre-agreement statement and quotation showing the purchase price, the profit amount, the total selling price and the fixed instalment.",
        },
        {
          title: "We buy the vehicle",
          description: "We purchase the vehicle from the dealer or seller.",
        },
        {
          title: "We sell it to you",
          description:
            "You sign the Murabaha sale agreement, insure the vehicle and take delivery. You pay the agreed price in fixed instalments.",
        },
      ],
    },
    {
      kind: "notice",
      id: "consumer-protection",
      tone: "info",
      title: "The same consumer protection applies",
      message:
        "Islamic finance agreements are regulated like any other credit agreement. You receive a full pre-agreement statement, fees are capped by the National Credit Act, and you keep the right to choose your own insurer, including a takaful insurer where one is available.",
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about Islamic vehicle finance",
      items: [
        {
          question: "Is Islamic finance only for Muslims?",
          answer:
            "No. Anyone who qualifies can choose it, for example because they value a fixed instalment that does not change with interest rates.",
        },
        {
          question: "Is it more expensive than conventional finance?",
          answer:
            "Not necessarily. The profit amount is set with reference to market conditions when you sign, and then it stays fixed. Compare the total cost in your quotation with any other offer.",
        },
        {
          question: "What happens if I settle early?",
          answer:
            "You can settle early. The settlement amount and any rebate of the unearned profit are set out in your agreement.",
        },
        {
          question: "What is the profit rate?",
          answer:
            "There is no interest rate, and no rate that moves. Our profit is a fixed amount in rand, agreed before you sign and shown in your quotation with the purchase price, the total selling price and the instalment. It depends on the vehicle, the term and your credit profile, so we cannot state it here.",
        },
        {
          question: "Who certifies that it is Shariah-compliant?",
          answer:
            "We do not name a Shariah board on this website. Ask us who reviewed the product and its documents, and for a copy of any certificate, before you sign.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      calculate: false,
      heading: "Speak to us about Islamic finance",
      intro:
        "Leave your details and a consultant will call you to explain how our Islamic vehicle finance works and what it would cost for the vehicle you have in mind. All finance is subject to credit approval.",
    },
  ],
  related: ["islamicFinanceBusiness", "privateFinance", "insurance", "vehicleFinanceGuide"],
} as const satisfies PageContent;
