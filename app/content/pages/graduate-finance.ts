import { brand } from "../brand";
import type { PageContent } from "../page-content";
import { GRADUATE_DOCUMENTS } from "./application-documents";
import heroGraduate from "../images/hero-graduate";

export const content = {
  page: "graduateFinance",
  hero: {
    image: heroGraduate,
    heading: "Your first car on your first salary",
    lead: `Graduate vehicle finance from ${brand.name} is for recent graduates starting their careers. We look at your qualification and your new job, not only at a credit record you have not had time to build.`,
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "page", page: "graduateFinanceGuide", label: "Read the graduate guide" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "instalment-agreement",
      qualifies:
        "Recent graduates with a recognised degree or diploma and a permanent job or a signed offer of permanent employment",
      documents: [...GRADUATE_DOCUMENTS],
    },
    {
      kind: "prose",
      id: "who-its-for",
      heading: "Finance for a new career",
      paragraphs: [
        "Many graduates find that lenders turn them down for vehicle finance simply because they have little or no credit history. Graduate finance looks at the strength of your start instead: a recent qualification and a permanent job. It can help you get reliable transport for work, and a well-managed agreement becomes the start of a good credit record.",
        "Graduate finance is still credit, and we assess your affordability carefully, as the National Credit Act requires. We want your first car to be a help to your finances, not a burden.",
      ],
    },
    {
      kind: "list",
      id: "criteria",
      heading: "What we typically look for",
      intro: "Every application is assessed on its own merits. These are the criteria we typically look at.",
      style: "chevron",
      items: [
        "A degree or diploma from a recognised institution, obtained within the last few years",
        "A permanent job, or a signed offer of permanent employment with a start date",
        "A monthly income that meets our minimum for graduate finance, confirmed by your payslip or contract",
        "A credit record without serious adverse listings, even if it is short",
        "Being a South African citizen or permanent resident with a valid driver's licence",
      ],
    },
    {
      kind: "cards",
      id: "choosing-a-first-car",
      heading: "Choosing a sensible first car",
      cards: [
        {
          title: "Keep the instalment modest",
          text: "Your first salary has many new calls on it, from rent to a student loan. Leave room for insurance, fuel and savings.",
        },
        {
          title: "Think about insurance",
          text: "Young drivers pay higher premiums. Get insurance quotes for your shortlist before you choose; the difference between models can be large.",
        },
        {
          title: "Consider nearly new",
          text: "A good used or demo car can cost much less than new while still having a warranty or service plan.",
          link: { label: "Used car buying tips", page: "usedCarBuyingTips" },
        },
      ],
    },
    {
      kind: "steps",
      id: "how-to-apply",
      heading: "How to apply",
      steps: [
        {
          title: "Gather your documents",
          description:
            "Your South African ID, driver's licence, qualification certificate or academic record, employment contract or offer, latest payslip if you have been paid yet, bank statements if you have an account, and proof of address.",
        },
        {
          title: "Ask us to call you",
          description: "A consultant talks you through the process and helps with your application.",
        },
        {
          title: "Receive a decision and quote",
          description:
            "If approved, you receive a pre-agreement statement and quotation with the instalment, interest rate, fees and total cost, binding for five business days.",
        },
        {
          title: "Choose your car and sign",
          description: "Arrange comprehensive insurance, sign the agreement and collect your car.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions from graduates",
      items: [
        {
          question: "I have not started work yet. Can I apply?",
          answer:
            "If you have a signed offer of permanent employment with a start date, we can look at your application. Final approval may depend on receiving your first payslip.",
        },
        {
          question: "Do I need a deposit?",
          answer: "Not necessarily, although even a small deposit lowers your instalment and the interest you pay.",
        },
        {
          question: "Can my parents sign surety?",
          answer:
            "In some cases a surety can support an application. A surety becomes liable for the debt if you cannot pay, so they should understand that before signing.",
        },
        {
          question: "Is approval guaranteed for graduates?",
          answer: "No. All applications are subject to credit approval and an affordability assessment.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Ready to start?",
      intro:
        "Leave your details and a consultant will call you to talk through graduate finance and the documents you need. All finance is subject to credit approval.",
    },
  ],
  related: ["graduateFinanceGuide", "budgetingTool", "buyingACar", "insurance"],
} as const satisfies PageContent;
