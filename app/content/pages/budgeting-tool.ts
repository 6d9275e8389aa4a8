import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroBudgetTool from "../images/hero-budget-tool";

export const content = {
  page: "budgetingTool",
  hero: {
    image: heroBudgetTool,
    heading: "See what your budget can carry before you commit",
    lead: "Add up what comes in and what goes out each month to see what is left over, and how much of it could sensibly go towards a vehicle instalment.",
    primaryAction: { kind: "page", page: "budgetingTool", hash: "calculator", label: "Start your budget" },
    secondaryAction: { kind: "call-me-back", label: "Call me back" },
  },
  sections: [
    {
      kind: "prose",
      id: "why-budget",
      heading: "Why start with a budget",
      paragraphs: [
        "A new car or loan is easiest to enjoy when the instalment fits comfortably alongside everything else you pay for. A budget shows you that picture clearly, and it is the same picture a lender looks at: under the National Credit Act, every credit provider must assess whether you can afford new credit before granting it.",
        "Use your take-home pay, after tax and deductions, rather than your gross salary. Then be honest about your expenses. It is better to discover a tight month on screen than on your bank statement.",
      ],
    },
    {
      kind: "calculator",
      id: "calculator",
      calculator: "budget",
      heading: "Online budgeting tool",
      intro:
        "Enter your monthly income and expenses. The tool adds them up and shows what is left each month for a vehicle, after keeping some aside for the unexpected: its instalment, insurance and running costs all have to come out of that.",
    },
    {
      kind: "list",
      id: "what-to-include",
      heading: "Expenses people often forget",
      intro:
        "When you fill in your budget, remember the costs that do not arrive every month or that are easy to overlook.",
      style: "dot",
      items: [
        "Annual costs, such as the vehicle licence disc, school uniforms and insurance excesses, divided by twelve",
        "Vehicle running costs: fuel, tyres, services and parking, on top of the instalment and insurance",
        "Support you give to family members",
        "Subscriptions, data and streaming services",
        "Savings and an emergency fund, even if the amount is small",
      ],
    },
    {
      kind: "spec-list",
      id: "example-budget",
      heading: "An example budget",
      intro: "For example, here is how one household's month might look. The figures are illustrative only.",
      items: [
        { label: "Take-home income", value: "R 32 000" },
        { label: "Rent or bond", value: "R 8 000" },
        { label: "Groceries and household", value: "R 4 500" },
        { label: "Transport (taxi fares)", value: "R 1 500" },
        { label: "Medical aid, insurance and medical costs", value: "R 2 500" },
        { label: "Water, electricity, phone and internet", value: "R 2 000" },
        { label: "School fees and childcare", value: "R 1 500" },
        { label: "Existing debt repayments", value: "R 1 000" },
        { label: "Other living costs and savings", value: "R 2 100" },
        {
          label: "Left over each month",
          value: "R 8 900, which has to cover a vehicle instalment, insurance and running costs together",
        },
      ],
    },
    {
      // Three things to try, in any order: cards, not numbered steps.
      kind: "cards",
      id: "improve-your-budget",
      heading: "If the numbers are tight",
      cards: [
        {
          title: "Look at a cheaper vehicle",
          text: "A less expensive car lowers the instalment, the insurance premium and often the running costs too.",
        },
        {
          title: "Save a deposit first",
          text: "A few months of saving towards a deposit reduces the amount you borrow and the interest you pay.",
        },
        {
          title: "Pay down existing debt",
          text: "Clearing a store card or credit card frees up money every month and improves your credit profile.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about budgeting",
      items: [
        {
          question: "Does the budgeting tool count as an application?",
          answer:
            "No. It is a planning tool only. It does not check your credit record and does not commit you to anything.",
        },
        {
          question: "Will a lender use the same figures?",
          answer: `${brand.name} verifies your income and expenses with payslips, bank statements and your credit record, and may use minimum living expense norms where your declared expenses are lower.`,
        },
        {
          question: "Should I include a balloon payment?",
          answer:
            "A balloon lowers your instalment, but it leaves a lump sum to pay at the end. If you choose one, add a monthly saving towards it to your budget.",
        },
        {
          question: "How often should I update my budget?",
          answer:
            "Whenever your income or a regular expense changes, and at least once a year, for example when your salary increase, rent escalation or school fees take effect.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Talk it through with us",
      intro:
        "Leave your details and a consultant will call you to discuss what your budget allows and which finance options fit it. There is no obligation to apply.",
    },
  ],
  related: ["usefulTools", "buyingACar", "findACar", "cashpowerPersonalLoans"],
} as const satisfies PageContent;
