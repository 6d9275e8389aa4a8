import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroSmallBusinessGuide from "../images/hero-small-business-guide";

export const content = {
  page: "smallBusinessGuide",
  hero: {
    image: heroSmallBusinessGuide,
    heading: "A small business owner's guide to asset finance",
    lead: "What lenders look at, which documents to prepare, how to think about deposits and terms, and how to give your application the best chance, in plain language.",
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "page", page: "smallBusinessAssetFunding", label: "Small business asset funding" },
  },
  sections: [
    {
      kind: "prose",
      id: "what-lenders-look-at",
      heading: "What a lender looks at",
      paragraphs: [
        "When you apply for asset finance, a lender wants to understand two things: whether the business can afford the instalment, and whether the asset holds its value well enough to secure the loan. Affordability comes from your cash flow, which is why bank statements and financial statements matter more than a turnover figure on its own.",
        `For smaller businesses, the owners' personal credit records count too. Paying your own accounts on time, keeping business and personal banking separate, and dealing with any judgments or defaults before you apply all help. ${brand.name} looks at the whole picture, not a single score.`,
      ],
    },
    {
      kind: "list",
      id: "documents",
      heading: "Documents to prepare",
      intro:
        "Having these ready before you apply saves time. Depending on the size of the deal, we may not need all of them.",
      style: "ordered",
      items: [
        "Registration documents: the CIPC registration certificate for a company or close corporation, or your ID if you trade in your own name",
        "Six months of business bank statements, showing regular income",
        "The latest signed annual financial statements and, if they are more than six months old, recent management accounts",
        "A list of the business's existing debt and the monthly repayments",
        "IDs and proof of address for the owners, directors or members",
        "Your tax number and, if you are registered, your VAT number",
        "The supplier's quote or pro forma invoice for the asset",
      ],
    },
    {
      kind: "cards",
      id: "deposit-and-term",
      heading: "Choosing a deposit and a term",
      cards: [
        {
          title: "Deposit",
          text: "A deposit lowers the instalment and the total interest, and it shows commitment. Weigh it against how much cash the business needs to keep in reserve.",
        },
        {
          title: "Term",
          text: "Match the term to the asset's working life. Paying off a bakkie over six years is fine; paying off a laptop over six years is not.",
        },
        {
          title: "Residual value",
          text: "A residual lowers the instalment but leaves a lump sum at the end. Use it only if you are confident the asset will be worth at least that amount.",
        },
      ],
    },
    {
      kind: "steps",
      id: "strengthen-your-application",
      heading: "Strengthening your application",
      steps: [
        {
          title: "Get your books in order",
          description: "Up-to-date, signed financial statements make your application quicker and easier to assess.",
        },
        {
          title: "Show how the asset pays",
          description:
            "Explain how the asset will earn or save money, for example a contract it will serve or costs it will replace.",
        },
        {
          title: "Keep your banking clean",
          description: "Avoid returned debit orders and run business income through a business account.",
        },
        {
          title: "Be upfront",
          description:
            "Tell us about any past difficulties and what has changed. Surprises during the assessment slow things down.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions small business owners ask",
      items: [
        {
          question: "Should I finance in my own name or the business's name?",
          answer:
            "If the asset is used by the business, it is usually better financed in the business's name, so that the cost sits in the business's books. Ask your accountant about the tax effect.",
        },
        {
          question: "Is leasing better than buying?",
          answer:
            "It depends on your tax position and whether you want to own the asset at the end. Our lease agreements page compares the options.",
        },
        {
          question: "What is a suretyship?",
          answer:
            "A personal guarantee from an owner or director that they will pay if the business cannot. Read it carefully and make sure you understand the limit of what you are guaranteeing.",
        },
        {
          question: "How long does an application take?",
          answer:
            "It depends mostly on how complete your documents are. An application with up-to-date financial statements and bank statements is quicker to assess than one where information has to be requested later.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Ready to talk about your application?",
      intro:
        "Leave your details and a business consultant will call you to go through the documents we need and the finance options that suit your business. All finance is subject to credit approval.",
    },
  ],
  related: ["leaseAgreements", "business", "islamicFinanceBusiness"],
} as const satisfies PageContent;
