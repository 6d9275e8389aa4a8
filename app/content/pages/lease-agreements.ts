import { brand } from "../brand";
import type { PageContent } from "../page-content";
import { BUSINESS_DOCUMENTS } from "./application-documents";
import heroLease from "../images/hero-lease";

export const content = {
  page: "leaseAgreements",
  hero: {
    image: heroLease,
    heading: "Buy or lease? Choosing the right agreement",
    lead: "An instalment sale, a financial lease and an operating lease can all put a vehicle or piece of equipment to work for you. They differ in who owns the asset, how it is taxed and what happens at the end.",
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "login", panel: "business", label: "Business login" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "rental",
      termNote: "Agreed with you for the asset and how long you will use it",
      qualifies: "Businesses and sole proprietors who would rather rent an asset than own it",
      documents: [...BUSINESS_DOCUMENTS],
    },
    {
      kind: "cards",
      id: "agreement-types",
      heading: "Three ways to finance an asset",
      cards: [
        {
          title: "Instalment sale",
          text: "You pay for the asset over the term and own it at the end. We are the title holder until then. Suits assets you plan to keep for most of their working life.",
        },
        {
          title: "Financial lease",
          text: "We own the asset and lease it to you for most of its working life in exchange for monthly rentals. Suits businesses that prefer to expense rentals rather than own the asset.",
        },
        {
          title: "Operating lease",
          text: "You use the asset for an agreed period and mileage, then return it. Maintenance can be included. Suits businesses that want to replace vehicles regularly and predictably.",
        },
      ],
    },
    {
      kind: "spec-list",
      id: "comparison",
      heading: "How they compare",
      items: [
        {
          label: "Ownership",
          value:
            "Instalment sale: yours at the end. Financial lease: ours, with end-of-term options set out in the agreement. Operating lease: ours; the asset is returned.",
        },
        {
          label: "Tax",
          value:
            "Instalment sale: generally wear-and-tear allowances and interest are deductible. Leases: rentals are generally deductible as an expense. Your tax adviser can confirm what applies to you.",
        },
        {
          label: "VAT",
          value:
            "Instalment sale: a VAT vendor may generally claim input VAT upfront, except on most passenger cars. Leases: VAT is charged on each rental.",
        },
        {
          label: "Residual risk",
          value:
            "Instalment sale and financial lease: mostly yours. Operating lease: ours, subject to the agreed mileage and condition.",
        },
        {
          label: "Maintenance",
          value: "Your responsibility on an instalment sale or financial lease; can be included in an operating lease.",
        },
      ],
    },
    {
      kind: "prose",
      id: "choosing",
      heading: "Which one suits you",
      paragraphs: [
        "If you want to own the asset and use it for many years, an instalment sale is usually the simplest choice. If your accountant prefers to treat the cost as an operating expense, a financial lease may fit better. If you value fixed, predictable costs and want to replace vehicles every few years without worrying about resale values, an operating lease with maintenance included is worth considering.",
        `The right answer depends on your tax position, your cash flow and how long you need the asset. ${brand.name} can show you the monthly cost of each option side by side, so that you and your tax adviser can compare them properly.`,
      ],
    },
    {
      kind: "notice",
      id: "consumer-leases",
      tone: "info",
      title: "Leases and the National Credit Act",
      message:
        "Where a lease is a credit agreement under the National Credit Act, the Act's protections apply, including the five-business-day cooling-off right if you sign away from the credit provider's registered business premises. Whether the Act applies to a business depends on its type and size; we tell you upfront.",
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about leasing",
      items: [
        {
          question: "Can individuals lease a vehicle?",
          answer:
            "Most of our leases are designed for businesses. Individuals usually finance a vehicle through an instalment sale, or through a guaranteed future value agreement, which offers some of the flexibility of a lease.",
        },
        {
          question: "What happens at the end of an operating lease?",
          answer:
            "You return the asset. If it has gone over the agreed mileage or has damage beyond fair wear and tear, charges set out in the agreement apply. You can then lease a replacement.",
        },
        {
          question: "Can I end a lease early?",
          answer:
            "Early termination is possible, but the agreement sets out the costs, which can be significant in the early years. Ask us for a figure before you decide.",
        },
        {
          question: "Does a lease appear on my balance sheet?",
          answer:
            "Under IFRS 16, most leases are recognised on the lessee's balance sheet, while businesses reporting under other frameworks may treat them differently. Your accountant can advise on your reporting.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Compare your options with us",
      intro:
        "Leave your details and a business consultant will call you to compare an instalment sale and lease options for the asset you need. All finance is subject to credit approval.",
    },
  ],
  related: ["fleetSolutions", "business", "smallBusinessAssetFunding", "guaranteedFutureValue"],
} as const satisfies PageContent;
