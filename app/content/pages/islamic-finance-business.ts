import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroIslamicBusiness from "../images/hero-islamic-business";

export const content = {
  page: "islamicFinanceBusiness",
  hero: {
    image: heroIslamicBusiness,
    heading: "Shariah-compliant asset finance for your business",
    lead: `${brand.name} funds your business's vehicles and equipment without interest: we buy the asset and sell it to your business for its price plus a fixed profit amount agreed up front, paid in fixed instalments.`,
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "login", panel: "business", label: "Business login" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "shariah",
      qualifies: "Businesses trading in South Africa that want Shariah-compliant funding for vehicles and equipment",
      documents: [
        "Business registration documents and the IDs of owners, directors or members",
        "Recent financial statements or management accounts",
        "Six months of business bank statements",
        "The supplier's quote for the asset",
      ],
    },
    {
      kind: "prose",
      id: "how-it-works",
      heading: "How it works",
      paragraphs: [
        "Our Islamic business finance is based on Murabaha, a cost-plus sale. Your business chooses the asset and the supplier. We buy the asset and then sell it to your business at the purchase price plus a profit amount, disclosed and agreed before you sign. Your business pays that agreed price in fixed instalments over the term.",
        "No interest is charged, and the instalments do not change when interest rates move. The funding is always tied to a real, identifiable asset, which is a core requirement of Shariah-compliant finance.",
      ],
    },
    {
      kind: "cards",
      id: "what-we-fund",
      heading: "What we fund",
      cards: [
        {
          title: "Business vehicles",
          text: "Bakkies, panel vans, trucks and passenger vehicles used in the business.",
        },
        {
          title: "Equipment and machinery",
          text: "Production equipment, forklifts, generators, agricultural machinery and medical equipment.",
        },
        {
          title: "Fleets",
          text: "Several vehicles or assets under one arrangement, each tied to its own sale agreement.",
        },
      ],
    },
    {
      kind: "list",
      id: "principles",
      heading: "Shariah principles we follow",
      style: "bigdot",
      items: [
        "No interest is charged; our return is a disclosed, fixed profit on a sale.",
        "We own the asset before we sell it to your business, so the transaction is backed by a real asset.",
        "We name no Shariah board on this website: ask us who reviewed the product and its documents, and for a copy of any certificate, before you sign.",
        "Any late payment charge is donated to charity and is not kept as income.",
        "We do not fund assets for activities that are not permitted under Shariah principles.",
      ],
    },
    {
      kind: "steps",
      id: "steps",
      heading: "From application to delivery",
      steps: [
        {
          title: "Apply",
          description:
            "Ask us to call you back and tell us you would like Shariah-compliant finance. Send us the supplier's quote and your business documents.",
        },
        {
          title: "Assessment and offer",
          description:
            "We assess the business's cash flow and the asset. If approved, we give you the purchase price, the profit amount, the total selling price and the instalment in writing.",
        },
        {
          title: "We buy the asset",
          description: "We purchase the asset from your supplier, so that we own it before we sell it to you.",
        },
        {
          title: "Sale and delivery",
          description:
            "Your business signs the Murabaha sale agreement, insures the asset and takes delivery, then pays the agreed price in fixed instalments.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about Islamic business finance",
      items: [
        {
          question: "Can any business apply?",
          answer:
            "Any South African business that meets our credit criteria and uses the asset for a permitted activity can apply. The business does not need to be Muslim-owned.",
        },
        {
          question: "How is the profit amount decided?",
          answer:
            "It is a fixed amount in rand, not a rate: it is based on the asset, the term and the business's risk profile, and it is agreed before you sign and set out in writing with the purchase price and the instalment. After that it does not change.",
        },
        {
          question: "Can I claim VAT and tax allowances?",
          answer:
            "Islamic finance transactions are generally taxed according to their economic substance. Ask your tax adviser how this applies to your business.",
        },
        {
          question: "Is insurance required?",
          answer:
            "Yes, the asset must be insured for the term. You may choose your own insurer, including a takaful provider where one is available.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      calculate: false,
      heading: "Talk to our business team",
      intro:
        "Leave your details and a business consultant will call you to discuss Shariah-compliant funding for your assets. All finance is subject to credit approval.",
    },
  ],
  related: ["islamicFinance", "business", "smallBusinessAssetFunding", "businessSpecialisedFinance"],
} as const satisfies PageContent;
