import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroArrears from "../images/hero-arrears";

export const content = {
  page: "arrearsPayments",
  hero: {
    image: heroArrears,
    heading: "Behind on your instalment? Talk to us early",
    lead: `If you have missed a payment, or think you are about to, contact ${brand.name} as soon as you can. The earlier we talk, the more options there are to get your account back on track.`,
    primaryAction: { kind: "login", panel: "personal", label: "Log in to your account" },
    secondaryAction: { kind: "call-me-back", label: "Call me back" },
  },
  sections: [
    {
      kind: "prose",
      id: "act-early",
      heading: "Why acting early matters",
      paragraphs: [
        "A missed instalment is added to your arrears, and interest continues to run on the balance. Default administration charges and collection costs may also be added, within the limits the National Credit Act allows. Your account status is reported to the credit bureaus, which can make future credit harder to get.",
        `Most payment problems are temporary: a reduced salary, an unexpected medical bill, a gap between jobs. If you tell us what has happened, we can look at an arrangement that fits your situation. You can pay your arrears or view your balance by logging in to your account, or call us on ${brand.contact.phone}.`,
      ],
    },
    {
      kind: "steps",
      id: "payment-arrangement",
      heading: "How to make a payment arrangement",
      steps: [
        {
          title: "Contact us",
          description: `Call ${brand.contact.phone}, ask us to call you back, or log in to your account. Have your account number and a recent payslip or bank statement ready.`,
        },
        {
          title: "Tell us what has changed",
          description:
            "Explain your income and expenses now, and how long you expect the difficulty to last. We treat what you tell us confidentially.",
        },
        {
          title: "Agree a plan",
          description:
            "Depending on your circumstances, we may agree a plan to pay off the arrears over a few months alongside your normal instalment.",
        },
        {
          title: "Keep to the plan",
          description:
            "We confirm the arrangement in writing. If anything changes again, contact us before a payment is missed.",
        },
      ],
    },
    {
      kind: "spec-list",
      id: "your-rights",
      heading: "What the National Credit Act says",
      intro: "If you fall behind, the Act sets out steps that must be followed and options that remain open to you.",
      items: [
        {
          label: "Section 129 notice",
          value:
            "Before we can take legal action, we must send you a written notice of the default. It suggests that you approach a debt counsellor, an alternative dispute resolution agent, the consumer court or the ombud to resolve it or agree a plan.",
        },
        {
          label: "Timing",
          value:
            "Legal proceedings may start only once you have been in default for at least 20 business days and at least 10 business days have passed since the notice was delivered.",
        },
        {
          label: "Debt review (section 86)",
          value:
            "You may apply to a registered debt counsellor if you are over-indebted. An account may be left out of debt review once enforcement steps have begun on it, so apply early.",
        },
        {
          label: "Reinstatement",
          value:
            "Until the agreement is cancelled, you can usually bring it back into good standing by paying all overdue amounts, together with permitted default charges and reasonable enforcement costs.",
        },
        {
          label: "Voluntary surrender (section 127)",
          value:
            "You may give written notice and return the vehicle. It is valued and sold, and the proceeds are set against what you owe. If they are less than the balance, you still owe the difference.",
        },
        {
          label: "Repossession",
          value:
            "Unless you surrender the vehicle voluntarily, it can be repossessed only with a court order. Nobody may take it from you without one.",
        },
      ],
    },
    {
      kind: "notice",
      id: "insurance-and-fraud",
      tone: "warning",
      title: "Two things to keep in place",
      message: `Keep your comprehensive insurance active even while you are in arrears, because you remain responsible for the vehicle. And be careful of anyone who contacts you claiming to collect on behalf of ${brand.name} and asks you to pay into a different account: pay only to the bank details on your statement, and call us if in doubt.`,
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about arrears",
      items: [
        {
          question: "Will one missed payment affect my credit record?",
          answer:
            "It can. Payment behaviour is reported to the credit bureaus, and missed payments stay on your record for a period. Bringing the account up to date quickly limits the damage.",
        },
        {
          question: "Can I skip a payment and add it to the end?",
          answer:
            "Not automatically. Any change to your payment plan has to be agreed with us in writing, and interest continues to run on the balance.",
        },
        {
          question: "Does surrendering my car settle the debt?",
          answer:
            "Not necessarily. If the vehicle sells for less than you owe, the shortfall remains payable. Ask us for a settlement figure and an estimate before you decide.",
        },
        {
          question: "What does debt review mean for my vehicle finance?",
          answer:
            "A debt counsellor proposes a restructured plan to your creditors. While you are under debt review you cannot take on new credit, and you must keep to the restructured payments.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      calculate: false,
      heading: "Let us call you",
      intro:
        "Leave your name and number and someone from our customer support team will call you, in confidence, to talk through your options.",
    },
  ],
  related: ["vehicleFinanceGuide", "budgetingTool", "insurance", "sellingPrivately"],
} as const satisfies PageContent;
