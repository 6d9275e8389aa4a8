import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroGraduateGuide from "../images/hero-graduate-guide";
import { GRADUATE_DOCUMENTS } from "./application-documents";

export const content = {
  page: "graduateFinanceGuide",
  hero: {
    image: heroGraduateGuide,
    heading: "The graduate's guide to vehicle finance and credit",
    lead: "What you need to apply for your first vehicle finance, how lenders look at a new salary, and how to build a credit record that will serve you for years.",
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "page", page: "graduateFinance", label: "Graduate vehicle finance" },
  },
  sections: [
    {
      kind: "prose",
      id: "how-lenders-see-you",
      heading: "How lenders look at a new salary",
      paragraphs: [
        "A lender has to be satisfied that you can afford an instalment before it grants you credit. With a new job, there is not much history to go on, so lenders look at your employment contract, your first payslips and your bank statements to confirm your income. A permanent position carries more weight than a fixed-term contract.",
        "Lenders work from your take-home pay after tax, medical aid, pension and other deductions, and then subtract your living expenses and existing debt, including any student loan. What remains is what they consider available for a new instalment.",
      ],
    },
    {
      kind: "list",
      id: "documents",
      heading: "Documents to have ready",
      style: "ordered",
      // The same list as the graduate finance page's "at a glance" table.
      items: [...GRADUATE_DOCUMENTS],
    },
    {
      kind: "steps",
      id: "build-your-credit-record",
      heading: "Building a good credit record",
      intro:
        "Your credit record follows you for years: it affects future vehicle finance, a home loan and sometimes even renting a flat.",
      steps: [
        {
          title: "Pay every account on time",
          description:
            "Payment history counts most. Set up debit orders for the day after payday so that nothing is missed.",
        },
        {
          title: "Borrow less than you are offered",
          description:
            "Keep credit card and store card balances well below their limits, and avoid opening many accounts at once.",
        },
        {
          title: "Check your credit report",
          description:
            "You are entitled to a free credit report from each credit bureau once a year. Check it for mistakes and have them corrected.",
        },
        {
          title: "Keep your details current",
          description: "Update your address and contact details with lenders so that statements and notices reach you.",
        },
      ],
    },
    {
      kind: "cards",
      id: "budgeting-first-salary",
      heading: "Budgeting on your first salary",
      cards: [
        {
          title: "Start with the essentials",
          text: "Rent, transport, food and any family support come first. A car is part of your transport budget, not in addition to it.",
        },
        {
          title: "Count the full cost",
          text: "The instalment is only part of it. Add insurance, fuel, the yearly licence disc and maintenance.",
        },
        {
          title: "Save from day one",
          text: "Even a small emergency fund means a flat tyre or a medical bill does not become a missed payment.",
          link: { label: "Online budgeting tool", page: "budgetingTool" },
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Common questions",
      items: [
        {
          question: "Does having no credit record count against me?",
          answer: `It makes it harder for most lenders to assess you. Graduate finance from ${brand.name} looks at your qualification and employment to help bridge that gap, but approval is still subject to an affordability assessment.`,
        },
        {
          question: "Will my student loan affect my application?",
          answer:
            "Yes, the monthly repayment is part of your existing commitments. It does not rule you out, but it reduces what is available for a vehicle instalment.",
        },
        {
          question: "Should I choose a long term to keep the instalment low?",
          answer:
            "A longer term lowers the instalment but increases the total interest, and you may owe more than the car is worth for longer. Choose the shortest term you can comfortably afford.",
        },
        {
          question: "How long does it take to build a credit record?",
          answer:
            "There is no set time. Every month that you pay your accounts on time adds to your record, and after a year or two of good payments you will have a history that lenders can rely on.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Ready to apply for your first car?",
      intro:
        "Leave your details and a consultant will call you to explain graduate finance and check which documents you already have. All finance is subject to credit approval.",
    },
  ],
  related: ["graduateFinance", "vehicleFinanceGuide", "buyingACar", "usedCarBuyingTips"],
} as const satisfies PageContent;
