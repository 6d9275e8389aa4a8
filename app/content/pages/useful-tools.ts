import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroTools from "../images/hero-tools";

export const content = {
  page: "usefulTools",
  hero: {
    image: heroTools,
    heading: "Calculators to help you plan your finance",
    lead: "Work out an instalment, see what price range you can afford, estimate a personal loan repayment or check your monthly budget, all in one place and before you speak to anyone.",
    primaryAction: { kind: "page", page: "usefulTools", hash: "calculator", label: "Calculate your instalment" },
    secondaryAction: { kind: "page", page: "usefulTools", hash: "budget", label: "Check your budget" },
  },
  sections: [
    {
      kind: "calculator",
      id: "calculator",
      calculator: "vehicle-instalment",
      heading: "Vehicle instalment calculator",
      intro:
        "Enter the price of the vehicle, your deposit, the term in months, an interest rate and an optional balloon to estimate your monthly instalment and the total you would repay. Try a few combinations: a shorter term or a larger deposit usually costs less overall, even when the instalment is higher.",
    },
    {
      kind: "calculator",
      id: "affordability",
      calculator: "affordability",
      heading: "Affordability calculator",
      intro:
        "Start from the instalment you are comfortable with and work backwards to the vehicle price you can afford. Remember that insurance, fuel, tyres and servicing come on top of the instalment, so leave room for them in your budget.",
    },
    {
      kind: "calculator",
      id: "personal-loan",
      calculator: "personal-loan",
      heading: "Personal loan calculator",
      intro:
        "Choose a loan amount and a term of {cashPowerTermMin} to {cashPowerTermMax} months to estimate the monthly repayment and total cost of a CashPower personal loan. CashPower interest rates range from {cashPowerRateMin} to {cashPowerRateMax} a year ({cashPowerRatesAsAt}) depending on your risk profile.",
    },
    {
      kind: "calculator",
      id: "budget",
      calculator: "budget",
      heading: "Monthly budget calculator",
      intro:
        "Add up your take-home income and your regular expenses, including debt repayments, groceries, transport, school fees and savings, to see what is left each month and how much of it could reasonably go towards a new instalment.",
    },
    {
      kind: "notice",
      tone: "info",
      title: "These are estimates, not quotes",
      message: `The calculators use the figures you enter and are for planning only. The rate and amount ${brand.name} can offer depend on a full affordability assessment and your credit record, as the National Credit Act requires. Your pre-agreement statement and quotation will show the actual instalment, fees and total cost.`,
    },
    {
      kind: "cards",
      id: "guides",
      heading: "Guides to go with the numbers",
      cards: [
        {
          title: "Vehicle finance guide",
          text: "How interest, deposits, fees and terms work, and your rights as a borrower.",
          link: { label: "Read the guide", page: "vehicleFinanceGuide" },
        },
        {
          title: "Balloon payments",
          text: "What a balloon saves you each month and what it costs you at the end.",
          link: { label: "Learn about balloons", page: "balloonPayments" },
        },
        {
          title: "Buying a car",
          text: "A step-by-step plan from budget to signing the deal.",
          link: { label: "Plan your purchase", page: "buyingACar" },
        },
        {
          title: "Guaranteed future value",
          text: "Lower instalments with a value at the end that is known from day one.",
          link: { label: "See how it works", page: "guaranteedFutureValue" },
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about the calculators",
      items: [
        {
          question: "Which interest rate should I enter?",
          answer:
            "If you do not know the rate you would be offered, try a few values to see how sensitive the instalment is. Rates depend on your credit profile, so use the calculator to compare scenarios rather than to predict an exact figure.",
        },
        {
          question: "Does using a calculator affect my credit record?",
          answer: "No. The calculators do not check your credit record and do not count as an application.",
        },
        {
          question: "Why is the total repaid so much higher than the price?",
          answer:
            "Because interest is charged on the outstanding balance for the whole term. A larger deposit, a shorter term or no balloon payment all reduce the total.",
        },
        {
          question: "Do the results include fees and insurance?",
          answer:
            "The calculators are simplified estimates. Your quotation will show the initiation fee, the monthly service fee and any insurance premiums separately, together with the total cost of credit.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Would you like help with the numbers?",
      intro:
        "Leave your details and one of our consultants will call you to go through your figures and your finance options. There is no obligation to apply.",
    },
  ],
  related: ["budgetingTool", "cashpowerPersonalLoans", "findACar"],
} as const satisfies PageContent;
