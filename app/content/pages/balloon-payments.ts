import { brand } from "../brand";
import type { PageContent } from "../page-content";
import { PERSONAL_DOCUMENTS } from "./application-documents";
import heroBalloon from "../images/hero-balloon";

export const content = {
  page: "balloonPayments",
  hero: {
    image: heroBalloon,
    heading: "Lower monthly instalments with a balloon payment",
    lead: "A balloon payment moves part of the vehicle's price to the end of your agreement, so your monthly instalment is lower. It is useful when you plan well for the lump sum, and costly when you do not.",
    primaryAction: { kind: "page", page: "balloonPayments", hash: "calculator", label: "Calculate your instalment" },
    secondaryAction: { kind: "call-me-back", label: "Call me back" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "instalment-agreement",
      qualifies:
        "Buyers of a new or recent used vehicle who can afford the instalment and have a plan for the balloon at the end of the term",
      documents: [...PERSONAL_DOCUMENTS],
    },
    {
      kind: "prose",
      id: "what-is-a-balloon",
      heading: "What a balloon payment is",
      paragraphs: [
        "A balloon payment, also called a residual, is a lump sum that you agree at the start of your vehicle finance and pay at the end of the term. Because that part of the price is not repaid month by month, your instalments are lower than they would be on the same car without a balloon.",
        "For example, on a car costing R 400 000 with a balloon of 30%, R 120 000 stays outstanding for the whole term and becomes due with your last instalment. The amount depends on the vehicle and the term, and is usually capped at around 30% to 40% of the purchase price.",
      ],
    },
    {
      kind: "calculator",
      id: "calculator",
      calculator: "vehicle-instalment",
      heading: "See what a balloon does to your instalment",
      intro:
        "The calculator starts with a balloon of 30%. Enter the price, deposit, term and an interest rate, then try the balloon percentage at zero and at a few other values. Compare both the monthly instalment and the total you repay. The figures are planning estimates, not a quote.",
    },
    {
      kind: "cards",
      id: "pros-and-cons",
      heading: "Weighing it up",
      cards: [
        {
          title: "Lower instalments",
          text: "A balloon frees up monthly cash flow, which can help if your income is expected to rise or you want a newer vehicle within your budget.",
        },
        {
          title: "More interest overall",
          text: "You pay interest on the balloon amount for the whole term, because it is never reduced along the way. The total cost of the finance is higher than without a balloon.",
        },
        {
          title: "A lump sum at the end",
          text: "When the term ends, the balloon is due in full. If the car is worth less than the balloon at that point, you will need to cover the difference yourself.",
        },
      ],
    },
    {
      kind: "list",
      id: "settling-the-balloon",
      heading: "Your options when the balloon falls due",
      intro:
        "Start planning at least a year before your last instalment so that you can choose the option that suits you, rather than the one you are left with.",
      style: "ordered",
      items: [
        "Pay the balloon in cash, from savings you have set aside during the term, and own the vehicle outright.",
        "Trade the vehicle in. The trade-in value goes towards the balloon, and any surplus can serve as a deposit on your next car.",
        "Sell the vehicle privately, settle the balloon from the proceeds and keep any balance.",
        "Apply to refinance the balloon over a new term. This is subject to a new credit assessment and adds further interest.",
      ],
    },
    {
      kind: "notice",
      tone: "warning",
      title: "Plan for the lump sum",
      message:
        "A balloon does not reduce the price of the car; it postpones part of it. Before you choose one, make sure you have a realistic plan for paying it, and consider saving a small amount every month towards it.",
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about balloon payments",
      items: [
        {
          question: "Is a balloon the same as a guaranteed future value?",
          answer:
            "No. A balloon is an amount you owe regardless of what the car is worth. With a guaranteed future value, the value is guaranteed at the start and you may return the car instead of paying it, subject to mileage and condition.",
        },
        {
          question: "Can I change my balloon later?",
          answer: `You can make extra payments at any time to reduce what you owe. To change the structure of the agreement itself, speak to ${brand.name}; any change is subject to assessment.`,
        },
        {
          question: "Does everyone qualify for a balloon?",
          answer:
            "No. Whether a balloon is available, and how large it can be, depends on the vehicle, its age, the term and your credit profile.",
        },
        {
          question: "Can I combine a deposit and a balloon?",
          answer:
            "Yes. A deposit reduces the amount you borrow, and the balloon reduces what you repay each month. The calculator shows the effect of both together.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Not sure whether a balloon suits you?",
      intro:
        "Leave your details and a consultant will call you to compare the options with and without a balloon for the car you have in mind. All finance is subject to credit approval.",
    },
  ],
  related: ["guaranteedFutureValue", "privateFinance", "vehicleFinanceGuide", "usefulTools"],
} as const satisfies PageContent;
