import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroPersonalLoan from "../images/hero-personal-loan";

export const content = {
  page: "cashpowerPersonalLoans",
  hero: {
    image: heroPersonalLoan,
    heading: "A personal loan with a fixed term and the full cost upfront",
    lead: `With a CashPower loan from ${brand.name} you get a lump sum for a personal need, repaid in monthly instalments over a fixed term of {cashPowerTermMin} to {cashPowerTermMax} months. You see the rate, every fee, the cost of credit and the total you repay before you sign.`,
    primaryAction: {
      kind: "page",
      page: "cashpowerPersonalLoans",
      hash: "calculator",
      label: "Calculate your repayment",
    },
    secondaryAction: { kind: "call-me-back", label: "Call me back" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "unsecured-credit-transaction",
      qualifies:
        "Salaried or self-employed South Africans with a regular income who pass our credit and affordability assessment",
      documents: [
        "Your South African ID document or smart ID card",
        "Your latest three months' payslips, or six months' bank statements if you are self-employed",
        "Three months' bank statements showing your salary deposits",
        "Proof of residential address not older than three months",
        "Your bank account details for the payout and the monthly debit order",
      ],
      more: [
        {
          label: "Credit life insurance",
          value:
            "May be required; take ours or use an existing policy of your own. The calculator shows what ours costs on your loan",
        },
      ],
    },
    {
      kind: "prose",
      id: "what-is-cashpower",
      heading: "What a CashPower loan is for",
      paragraphs: [
        "CashPower is a fixed-term personal loan. Customers use it for home improvements, study fees, a medical procedure, a family event or to consolidate more expensive debt into one monthly payment. You choose a term between {cashPowerTermMin} and {cashPowerTermMax} months, and the loan is paid off in full by the end of it.",
        "The interest rate we offer is between {cashPowerRateMin} and {cashPowerRateMax} a year ({cashPowerRatesAsAt}), depending on your risk profile: your credit record, income and existing commitments. We assess your affordability before we grant any loan, and we will not lend you more than your budget can carry.",
      ],
    },
    {
      kind: "calculator",
      id: "calculator",
      calculator: "personal-loan",
      heading: "Work out your monthly repayment",
      intro:
        "Choose a loan amount and a term to see an estimated monthly repayment and total cost. The estimate is for planning only; the rate you are offered depends on your risk profile and appears in your quotation.",
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about CashPower loans",
      items: [
        {
          question: "How is my interest rate decided?",
          answer:
            "We look at your credit record, your income and your existing debt. Applicants with a lower risk profile are offered a rate nearer {cashPowerRateMin} a year; those with a higher risk profile a rate nearer {cashPowerRateMax} a year (rates {cashPowerRatesAsAt}).",
        },
        {
          question: "Can I settle the loan early?",
          answer: "Yes. You can ask for a settlement figure at any time. Settling early reduces the interest you pay.",
        },
        {
          question: "Do I have to take your credit life insurance?",
          answer:
            "If credit life insurance is a condition of your loan, you may choose to substitute a policy you already have or one from an insurer of your choice, as long as it gives the required cover. The National Credit Act protects this choice.",
        },
        {
          question: "How long is my quotation valid?",
          answer:
            "Your pre-agreement statement and quotation is binding on us for five business days, so you have time to read it, compare it and ask questions.",
        },
        {
          question: "Is consolidating debt a good idea?",
          answer:
            "It can be, if the new loan costs less than the debts it replaces and you close the old accounts. Compare the total cost, not only the monthly instalment.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Ask us to call you",
      intro:
        "Leave your details and a consultant will call you to talk through the amount you need and what it would cost. All loans are subject to credit approval and an affordability assessment.",
    },
  ],
  related: ["budgetingTool", "usefulTools", "arrearsPayments", "why"],
} as const satisfies PageContent;
