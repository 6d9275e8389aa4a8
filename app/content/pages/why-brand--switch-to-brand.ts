import { brand } from "../brand";
import type { PageContent } from "../page-content";
import { PERSONAL_DOCUMENTS } from "./application-documents";
import heroSwitch from "../images/hero-switch";

export const content = {
  page: "switchTo",
  hero: {
    image: heroSwitch,
    heading: `Thinking of moving your vehicle finance to ${brand.name}?`,
    lead: "Refinancing can lower your instalment or your total cost, but only if the numbers add up. Here is how switching works, what it costs and how to tell whether it will save you money.",
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "page", page: "usefulTools", hash: "calculator", label: "Calculate your instalment" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "instalment-agreement",
      qualifies:
        "Drivers with vehicle finance elsewhere whose payments are up to date and whose vehicle still has a good part of its value",
      documents: [...PERSONAL_DOCUMENTS, "A settlement letter from your current finance house"],
    },
    {
      kind: "prose",
      id: "how-switching-works",
      heading: "How switching works",
      paragraphs: [
        `When you switch, ${brand.name} pays your current finance house the settlement amount on your existing agreement, and you enter into a new agreement with us for that amount. We become the title holder of the vehicle, and you remain its registered owner. From then on, you pay your instalments to us.`,
        "A new agreement means a new affordability assessment, a new pre-agreement statement and quotation, and a new term, so you can compare the offer with what you are paying now before you decide.",
      ],
    },
    {
      kind: "steps",
      id: "steps",
      heading: "Steps to switch",
      steps: [
        {
          title: "Get your settlement letter",
          description:
            "Ask your current finance house for a settlement letter showing the amount owed, the date it is valid until and any early settlement charges.",
        },
        {
          title: "Ask us for a quote",
          description:
            "Ask us to call you back and send us the settlement letter, your latest statement and your supporting documents.",
        },
        {
          title: "Compare the offers",
          description:
            "If approved, compare our quotation with your current agreement: the instalment, the remaining term and, above all, the total you will still pay.",
        },
        {
          title: "We settle and take over",
          description:
            "If you accept, we pay the settlement directly to your current finance house and your new agreement begins.",
        },
      ],
    },
    {
      kind: "spec-list",
      id: "costs",
      heading: "What switching can cost",
      items: [
        {
          label: "Early settlement charge",
          value:
            "On a large agreement as defined in the National Credit Act, broadly one above R 250 000, your current finance house may charge up to three months' interest, or ask for notice instead. On smaller agreements, no such charge applies.",
        },
        {
          label: "New initiation fee",
          value: "Up to R 1 207.50 including VAT on the new agreement, as capped by the National Credit Act.",
        },
        { label: "Monthly service fee", value: "Up to R 69.00 including VAT a month on the new agreement." },
        {
          label: "Interest over the new term",
          value:
            "If the new term is longer than the time left on your current agreement, you may pay more interest overall, even with a lower rate.",
        },
      ],
    },
    {
      kind: "list",
      id: "when-it-saves",
      heading: "When switching can save you money",
      style: "dot",
      items: [
        "Your credit profile has improved since you signed, so you may now qualify for a lower rate.",
        "Your current agreement has a large balloon coming up, and you want to refinance it over a term you can manage.",
        "You want to move from a linked to a fixed rate, or the other way round, and your current finance house cannot offer it.",
        "The saving in interest clearly outweighs the switching costs over the remaining term.",
      ],
    },
    {
      kind: "notice",
      id: "compare-total-cost",
      tone: "warning",
      title: "Look beyond the instalment",
      message:
        "A lower instalment over a longer term can cost you more in total. Compare the total amount you will still repay under your current agreement with the total under the new one, including fees, before you decide.",
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about switching",
      items: [
        {
          question: "Can I switch if I am in arrears?",
          answer:
            "It is unlikely to be approved while your account is in arrears. Speak to your current finance house first about bringing it up to date.",
        },
        {
          question: "Do I need new insurance?",
          answer:
            "You can keep your current insurer. Your policy must be updated to note us as the new title holder and interested party.",
        },
        {
          question: "What happens to the credit life policy on my current agreement?",
          answer:
            "It ends when the old agreement is settled. If credit life is required on the new agreement, you may use a policy of your choice.",
        },
        {
          question: "Does switching affect my credit record?",
          answer:
            "Applying for a new agreement leads to a credit enquiry, and your old account is shown as settled once we pay it. Making several applications in a short time can count against you, so compare carefully before you apply.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "See whether switching makes sense for you",
      intro:
        "Leave your details and a consultant will call you to compare your current agreement with what we can offer. All finance is subject to credit approval.",
    },
  ],
  related: ["why", "vehicleFinanceGuide", "balloonPayments", "privateFinance"],
} as const satisfies PageContent;
