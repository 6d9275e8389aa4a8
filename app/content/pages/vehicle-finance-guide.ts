import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroGuide from "../images/hero-guide";

export const content = {
  page: "vehicleFinanceGuide",
  hero: {
    image: heroGuide,
    heading: "Vehicle finance in South Africa, explained",
    lead: "How an instalment sale agreement works, what drives the cost of your finance, and the rights the National Credit Act gives you before, during and after you sign.",
    primaryAction: { kind: "page", page: "usefulTools", hash: "calculator", label: "Calculate your instalment" },
    secondaryAction: { kind: "call-me-back", label: "Call me back" },
  },
  sections: [
    {
      kind: "prose",
      id: "instalment-sale",
      heading: "How an instalment sale agreement works",
      paragraphs: [
        "Most vehicles in South Africa are financed with an instalment sale agreement. The finance house pays the seller, and you repay the amount over an agreed term, usually between 12 and 96 months, in monthly instalments that include interest and fees.",
        `Until the last instalment is paid, ${brand.name} is the title holder and you are the registered owner on eNaTIS. You use the vehicle as your own and you are responsible for licensing it, insuring it comprehensively and paying any traffic fines. Once the agreement is settled, the title is released to you.`,
      ],
    },
    {
      kind: "spec-list",
      id: "what-drives-the-cost",
      heading: "What drives the cost of your finance",
      items: [
        {
          label: "Interest rate",
          value:
            "Usually linked to the prime lending rate. A linked rate moves with prime; a fixed rate stays the same for the term. The rate you are offered depends on your credit profile.",
        },
        { label: "Deposit", value: "Optional. Every rand of deposit is a rand you do not pay interest on." },
        {
          label: "Term",
          value:
            "A longer term lowers the instalment but increases the total interest. A car also loses value, so a very long term can leave you owing more than it is worth.",
        },
        {
          label: "Balloon payment",
          value:
            "Lowers the instalment by deferring part of the price, typically up to 30% to 40%, to the end of the term, at the cost of more interest overall.",
        },
        {
          label: "Initiation fee",
          value: "A once-off fee capped by law at R 1 207.50 including VAT for this kind of agreement.",
        },
        { label: "Monthly service fee", value: "Capped by law at R 69.00 a month including VAT." },
      ],
    },
    {
      kind: "list",
      id: "your-rights",
      heading: "Your rights under the National Credit Act",
      style: "bigdot",
      items: [
        "An affordability assessment: we must check that you can afford the credit before we grant it.",
        "A pre-agreement statement and quotation setting out the instalment, interest rate, fees and total cost, binding on us for five business days.",
        "The right to choose your own insurer for the vehicle, and to replace any credit life insurance we propose with a policy of your own that gives the required cover.",
        "A statement of account, and a settlement figure whenever you ask for one. You may settle the agreement early at any time.",
        "A notice in terms of section 129 before any legal action is taken if you fall behind, setting out your options, such as approaching a debt counsellor.",
        "The right to surrender the vehicle voluntarily. Otherwise, a vehicle can be repossessed only with a court order.",
      ],
    },
    {
      kind: "notice",
      id: "cooling-off",
      tone: "info",
      title: "Five business days to change your mind",
      message:
        "If you sign an instalment sale agreement or lease somewhere other than the credit provider's registered business premises, such as at a dealership, you may cancel it by written notice within five business days of signing. You must return the vehicle, and a reasonable charge may apply for its use in the meantime.",
    },
    {
      kind: "prose",
      id: "credit-life",
      heading: "Credit life insurance",
      paragraphs: [
        "A credit provider may require credit life insurance, which settles or covers the balance of your agreement if you die, become disabled or lose your income. Regulations cap its cost at R 4.50 a month for every R 1 000 of the deferred amount, and the cover may not be more than what you owe.",
        "You can use an existing policy or buy one from an insurer of your choice instead, as long as it meets the agreement's requirements. If you do, we must accept it.",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Frequently asked questions",
      items: [
        {
          question: "Should I choose a fixed or a linked interest rate?",
          answer:
            "A fixed rate gives you certainty, which helps with budgeting. A linked rate follows prime, so your instalment falls when rates drop and rises when they go up. A fixed rate is often set somewhat higher than the linked rate you would be offered at the same time.",
        },
        {
          question: "Why is the total I repay so much higher than the price?",
          answer:
            "Because interest is charged on the outstanding balance for the whole term. A larger deposit, a shorter term and no balloon all reduce the total.",
        },
        {
          question: "Can I pay more than my instalment?",
          answer:
            "Yes. Extra payments reduce your balance and the interest charged on it, and they can shorten the term.",
        },
        {
          question: "What happens if I cannot pay?",
          answer:
            "Contact us before you miss a payment. We will look at options with you, and you have specific rights under the National Credit Act.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Questions about your own finance?",
      intro:
        "Leave your details and a consultant will call you to talk through your situation and explain any part of the process. There is no obligation to apply.",
    },
  ],
  related: ["balloonPayments", "insurance", "arrearsPayments", "privateFinance"],
} as const satisfies PageContent;
