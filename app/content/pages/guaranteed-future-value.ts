import { brand } from "../brand";
import type { PageContent } from "../page-content";
import { PERSONAL_DOCUMENTS } from "./application-documents";
import heroFutureValue from "../images/hero-future-value";

export const content = {
  page: "guaranteedFutureValue",
  hero: {
    image: heroFutureValue,
    heading: "Know today what your car will be worth at the end of your term",
    lead: "With a guaranteed future value, the car's value at the end of the agreement is fixed before you sign. Your instalments are lower, and when the term ends you choose whether to trade in, keep or return the car.",
    primaryAction: {
      kind: "page",
      page: "guaranteedFutureValue",
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
        "Buyers of a new or nearly new car that qualifies for a guaranteed future value, who can afford the instalment",
      documents: [...PERSONAL_DOCUMENTS],
    },
    {
      kind: "prose",
      id: "how-gfv-works",
      heading: "How a guaranteed future value works",
      paragraphs: [
        `At the start of your agreement, ${brand.name} sets a guaranteed future value for your car, based on the make, model, term and the yearly mileage you expect to drive. That amount is deferred to the end of the term, so you repay only the difference between the price and the guaranteed value, plus interest, in monthly instalments.`,
        "The result is similar to a balloon payment, with one important difference: the value is guaranteed. If the car is worth less than the guaranteed value when the term ends, you can return it instead of paying the shortfall, provided it is within the agreed mileage and in the agreed condition.",
      ],
    },
    {
      kind: "calculator",
      id: "calculator",
      calculator: "vehicle-instalment",
      heading: "Estimate your instalment",
      intro:
        "Enter the vehicle price, deposit and term, and use the balloon field for the guaranteed value as a percentage of the price to estimate your instalment. Your actual guaranteed value and rate are confirmed in your quotation.",
    },
    {
      kind: "cards",
      id: "end-of-term-options",
      heading: "Your three options at the end",
      cards: [
        {
          title: "Trade in",
          text: "Trade the car in for a new one. If it is worth more than the guaranteed value, the difference can go towards your next deposit.",
        },
        {
          title: "Keep",
          text: "Pay the guaranteed value, in cash or by applying to refinance it, and the car is yours.",
        },
        {
          title: "Return",
          text: "Hand the car back and walk away, as long as it is within the agreed mileage and condition. Excess kilometres and damage beyond fair wear and tear are charged for.",
        },
      ],
    },
    {
      kind: "spec-list",
      id: "what-to-agree",
      heading: "What you agree at the start",
      items: [
        { label: "Guaranteed value", value: "A fixed amount, set according to the vehicle and the term" },
        { label: "Term", value: "Set at the start and shown in your quotation" },
        {
          label: "Mileage",
          value:
            "An agreed total or yearly distance; kilometres over it are charged at a rate stated in your agreement",
        },
        { label: "Condition", value: "The car must be serviced on schedule and returned with fair wear and tear only" },
        { label: "Insurance", value: "Comprehensive cover for the whole term, with an insurer of your choice" },
      ],
    },
    {
      kind: "notice",
      tone: "warning",
      title: "Choose a realistic mileage",
      message:
        "If you drive more than the agreed distance, the excess kilometre charge is added when you return the car, and it may reduce what the car is worth on trade-in. Agree a mileage that matches how you really drive.",
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about guaranteed future value",
      items: [
        {
          question: "Which vehicles qualify?",
          answer:
            "A guaranteed future value is available on selected vehicles whose value we can forecast with confidence. Ask your dealer or one of our consultants whether the car you want qualifies.",
        },
        {
          question: "Do I pay more interest than without a guaranteed value?",
          answer:
            "Over the term, yes, because the guaranteed value stays outstanding and earns interest. Your instalment is lower, but the total cost of finance is higher.",
        },
        {
          question: "What happens if I want to end the agreement early?",
          answer:
            "You can ask for a settlement figure at any time. The guarantee applies at the end of the agreed term, so settling early means paying the full balance owed.",
        },
        {
          question: "Who owns the car during the term?",
          answer: `You are the registered owner and ${brand.name} is the title holder until the agreement is settled, as with any instalment sale.`,
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Find out if your next car qualifies",
      intro:
        "Leave your details and a consultant will call you to compare a guaranteed future value with a standard instalment plan. All finance is subject to credit approval.",
    },
  ],
  related: ["balloonPayments", "privateFinance", "vehicleFinanceGuide", "usefulTools"],
} as const satisfies PageContent;
