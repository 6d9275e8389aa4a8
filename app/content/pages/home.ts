import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroHome from "../images/hero-home";

export const content = {
  page: "home",
  hero: {
    image: heroHome,
    heading: "Finance for the car, bike or asset that keeps your life moving",
    lead: `${brand.name} finances cars, bakkies, motorcycles, leisure assets, solar systems and business equipment across South Africa. Work out what fits your budget, then ask us to call you back with a quote based on your own circumstances.`,
    primaryAction: { kind: "page", page: "home", hash: "calculator", label: "Calculate your instalment" },
    secondaryAction: { kind: "call-me-back", label: "Call me back" },
  },
  sections: [
    {
      kind: "cards",
      id: "what-we-finance",
      heading: "What would you like to finance?",
      intro:
        "Choose the kind of finance you are looking for to see how it works, who it suits and what you need to apply.",
      cards: [
        {
          title: "Cars and bakkies",
          text: "New or used, from a dealer or a private seller, over a term of 12 to 96 months.",
          link: { label: "Private vehicle finance", page: "privateFinance" },
        },
        {
          title: "Motorcycles and scooters",
          text: "From a commuter scooter to an adventure tourer, with a repayment plan that fits your month.",
          link: { label: "Motorcycle finance", page: "motorcycleFinance" },
        },
        {
          title: "Caravans, boats and campers",
          text: "Finance the weekends away: caravans, boats, jet skis, trailers and off-road campers.",
          link: { label: "Leisure asset finance", page: "leisureAssetFinance" },
        },
        {
          title: "Solar power",
          text: "Panels, inverters and batteries for your home or business, paid off in fixed monthly instalments.",
          link: { label: "Solar finance", page: "solarFinance" },
        },
        {
          title: "Personal loans",
          text: "A fixed-term CashPower loan over {cashPowerTermMin} to {cashPowerTermMax} months, with the full cost shown before you sign.",
          link: { label: "CashPower personal loans", page: "cashpowerPersonalLoans" },
        },
        {
          title: "Business assets",
          text: "Vehicles, equipment and fleets for sole proprietors, small businesses and large corporates.",
          link: { label: "Finance for business", page: "business" },
        },
      ],
    },
    {
      kind: "calculator",
      id: "calculator",
      calculator: "vehicle-instalment",
      heading: "Estimate your monthly instalment",
      intro:
        "Enter the vehicle price, your deposit, the term and an interest rate to see an estimated monthly instalment, with or without a balloon payment. The result is a planning estimate, not a quote: the rate you are offered depends on your credit profile and the vehicle, and your quotation will show every fee.",
    },
    {
      kind: "steps",
      id: "how-it-works",
      heading: "How getting finance works",
      intro:
        "Whether you apply through a dealer or directly with us, the steps are the same, and you will always see the full cost before you commit.",
      steps: [
        {
          title: "Know your budget",
          description:
            "Use our calculators to see what instalment your income and expenses can carry, including insurance, fuel and maintenance.",
        },
        {
          title: "Ask for a quote",
          description:
            "Ask us to call you back, or let your dealer submit an application on your behalf. We need your ID, recent payslips or bank statements and proof of address.",
        },
        {
          title: "We assess affordability",
          description:
            "As the National Credit Act requires, we check your credit record, income and existing commitments before we grant any credit.",
        },
        {
          title: "Review your quotation",
          description:
            "If your application is approved, you receive a pre-agreement statement and quotation showing the instalment, interest rate, fees and total cost. It stays binding for five business days.",
        },
        {
          title: "Sign and drive",
          description:
            "Once the agreement is signed, comprehensive insurance is in place and the vehicle is registered in your name, you can collect it.",
        },
      ],
    },
    {
      kind: "cards",
      id: "plan-ahead",
      heading: "Plan before you buy",
      cards: [
        {
          title: "Vehicle finance guide",
          text: "Instalment sale agreements, deposits, balloons, fees and your rights, explained in plain language.",
          link: { label: "Read the guide", page: "vehicleFinanceGuide" },
        },
        {
          title: "Buying a car",
          text: "A step-by-step route from setting a budget to signing the deal.",
          link: { label: "Start here", page: "buyingACar" },
        },
        {
          title: "Used car buying tips",
          text: "The checks to make before you pay for a pre-owned car.",
          link: { label: "See the checklist", page: "usedCarBuyingTips" },
        },
        {
          title: "All calculators",
          text: "Instalment, affordability, personal loan and budget calculators in one place.",
          link: { label: "Useful tools", page: "usefulTools" },
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Common questions",
      items: [
        {
          question: "Do I need a deposit?",
          answer:
            "Not always. Some applicants qualify without one, but a deposit lowers the amount you borrow, the interest you pay and your monthly instalment, and it can strengthen your application.",
        },
        {
          question: "Can I buy from a private seller?",
          answer:
            "Yes. We can finance a vehicle bought privately. We verify the vehicle and the seller's ownership and, if the seller still owes money on it, settle their finance as part of the deal.",
        },
        {
          question: "Will applying affect my credit record?",
          answer:
            "We check your credit record as part of the affordability assessment, and the enquiry is recorded. One application is fine. Many applications with different lenders in a short time can count against you.",
        },
        {
          question: "What fees will I pay?",
          answer:
            "An initiation fee and a monthly service fee, both capped by the National Credit Act, plus interest. Every fee appears in your quotation before you sign anything.",
        },
      ],
    },
    {
      kind: "notice",
      tone: "info",
      title: "Responsible lending",
      message: `${brand.name} is a registered credit provider (${brand.registration.ncrRegistrationNumber}). All finance is subject to credit approval and an affordability assessment under the National Credit Act. Borrow only what you can comfortably repay.`,
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Would you like us to call you?",
      intro: `Leave your name and number and one of our finance consultants will call you back (${brand.contact.callBackHours}) to talk through your options. There is no obligation to apply.`,
    },
  ],
  related: ["findACar", "budgetingTool", "balloonPayments", "why"],
} as const satisfies PageContent;
