import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroBuyingSteps from "../images/hero-buying-steps";

export const content = {
  page: "buyingACar",
  hero: {
    image: heroBuyingSteps,
    heading: "Buying a car, one step at a time",
    lead: "From setting a realistic budget to signing the paperwork, here is how to buy your next car with confidence and without surprises.",
    primaryAction: { kind: "page", page: "buyingACar", hash: "calculator", label: "See what you can afford" },
    secondaryAction: { kind: "call-me-back", label: "Call me back" },
  },
  sections: [
    {
      kind: "steps",
      id: "steps-to-buying",
      heading: "Six steps to your next car",
      steps: [
        {
          title: "Set your budget",
          description:
            "Work out what you can comfortably pay each month, then add insurance, fuel and maintenance. The total is what the car really costs you.",
        },
        {
          title: "Get pre-approved",
          description: `Ask ${brand.name} to assess your application before you shop. Pre-approval tells you the amount you may be able to finance, subject to final checks on the vehicle you choose.`,
        },
        {
          title: "Choose new or used",
          description:
            "A new car comes with a manufacturer's warranty and often a service or maintenance plan. A used car costs less upfront, but needs more careful checking.",
        },
        {
          title: "Compare and test drive",
          description:
            "Compare at least two or three cars and dealers. Drive each car on roads you know, at different speeds, and get an insurance quote for your shortlist.",
        },
        {
          title: "Check the paperwork",
          description:
            "Make sure the VIN and engine numbers match the registration certificate, and that the offer to purchase lists the price, extras and any trade-in clearly.",
        },
        {
          title: "Review the finance and sign",
          description:
            "Read your pre-agreement statement and quotation, which is binding for five business days. Sign only when you understand the instalment, the interest rate, the fees and the total cost.",
        },
      ],
    },
    {
      kind: "calculator",
      id: "calculator",
      calculator: "affordability",
      heading: "What price range can you afford?",
      intro:
        "Enter the instalment you are comfortable with, a deposit and a term to estimate the vehicle price that fits. The result is a planning estimate; the amount we can finance depends on a full affordability assessment.",
    },
    {
      kind: "cards",
      id: "new-or-used",
      heading: "New or used?",
      cards: [
        {
          title: "New",
          text: "Latest safety features and a full warranty, but the car loses value fastest in its first few years.",
        },
        {
          title: "Demo and nearly new",
          text: "A few thousand kilometres on the clock and often the balance of the warranty, at a lower price than new.",
        },
        {
          title: "Used",
          text: "Better value for money, as long as you check its history, condition and paperwork carefully before you pay.",
          link: { label: "Used car buying tips", page: "usedCarBuyingTips" },
        },
      ],
    },
    {
      kind: "list",
      id: "hidden-costs",
      heading: "Costs to budget for beyond the price",
      style: "dot",
      items: [
        "Comprehensive insurance, which is a condition of vehicle finance",
        "Registration and licensing fees, and a licence disc renewal every year",
        "Dealer delivery and on-the-road fees, which should be shown separately on the offer to purchase",
        "Fuel, tyres, services and repairs once any warranty or plan has ended",
        "Optional extras, such as tracking devices, window tinting and extended warranties; you can say no to these",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about buying a car",
      items: [
        {
          question: "Is it better to finance through the dealer or directly?",
          answer:
            "Either can work. A dealer can submit your application to several finance houses, while applying directly lets you know your budget before you shop. Whichever you choose, compare the total cost.",
        },
        {
          question: "Do I have to buy the add-ons the dealer offers?",
          answer:
            "No. Products such as extended warranties, tyre and rim cover or scratch-and-dent cover are optional. If you take any, they must be shown separately in your quotation.",
        },
        {
          question: "Can I trade in a car that still has finance on it?",
          answer:
            "Yes. The dealer settles your existing finance from the trade-in value. If you owe more than the car is worth, the shortfall has to be paid or financed, which makes the new deal more expensive.",
        },
        {
          question: "Can I cancel after signing?",
          answer:
            "If you sign an instalment sale agreement somewhere other than the credit provider's registered business premises, such as at a dealership, the National Credit Act gives you five business days to cancel in writing and return the vehicle. The credit provider may charge a reasonable amount for your use of it in the meantime.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Want to get pre-approved?",
      intro:
        "Leave your details and one of our consultants will call you to start your application, so you can shop knowing your budget. All finance is subject to credit approval.",
    },
  ],
  related: ["findACar", "privateFinance", "vehicleFinanceGuide", "budgetingTool"],
} as const satisfies PageContent;
