import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroSmallBusiness from "../images/hero-small-business";

export const content = {
  page: "smallBusinessAssetFunding",
  hero: {
    image: heroSmallBusiness,
    heading: "Fund the assets that help your small business grow",
    lead: `${brand.name} finances the bakkie, trailer, truck or equipment your business needs, repaid over up to six years, so the asset can earn its keep while you pay for it.`,
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "page", page: "smallBusinessGuide", label: "Small business guide" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "business",
      termMonths: { min: 12, max: 72 },
      qualifies: "Sole proprietors, partnerships, close corporations and private companies trading in South Africa",
      documents: [
        "Business registration documents, or your ID if you trade as a sole proprietor",
        "Six months of business bank statements",
        "Your latest annual financial statements or management accounts, depending on the size of the deal",
        "IDs and proof of address for the owners, directors or members",
        "The supplier's quote or invoice for the asset",
      ],
      more: [
        {
          label: "Deposit",
          value:
            "Depends on the asset and the business; a deposit lowers your instalment and can strengthen your application",
        },
        {
          label: "Residual value",
          value: "Available on some assets to lower the instalment, with a lump sum due at the end",
        },
        {
          label: "Insurance",
          value: "Comprehensive cover for the asset for the whole term, with an insurer of your choice",
        },
        {
          label: "Ownership",
          value: "We hold ownership as security until the final payment, and the business uses the asset as its own",
        },
      ],
    },
    {
      kind: "cards",
      id: "what-we-fund",
      heading: "What we fund",
      intro:
        "If it is a movable asset that your business uses to earn income, we are happy to talk about financing it.",
      cards: [
        {
          title: "Bakkies and light commercial vehicles",
          text: "Single and double cabs, panel vans and minibuses for deliveries, site work and getting your team to the job.",
        },
        {
          title: "Trucks and trailers",
          text: "Rigid trucks, tippers, flatbeds, car carriers and trailers for transport and logistics businesses.",
        },
        {
          title: "Equipment and machinery",
          text: "Generators, compressors, forklifts, small earthmoving equipment and workshop machinery.",
        },
        {
          title: "Solar and backup power",
          text: "Solar panels, inverters and batteries that keep your business trading through load shedding.",
          link: { label: "Solar finance", page: "solarFinance" },
        },
      ],
    },
    {
      kind: "steps",
      id: "how-it-works",
      heading: "How it works",
      steps: [
        {
          title: "Choose the asset",
          description: "Get a written quote or pro forma invoice from the supplier or dealer.",
        },
        {
          title: "Apply",
          description:
            "Ask us to call you back, or ask the dealer to submit your application. We tell you exactly which documents we need.",
        },
        {
          title: "Assessment",
          description:
            "We assess the business's cash flow, trading history and existing debt, and the personal credit record of the owners.",
        },
        {
          title: "Agreement and delivery",
          description: "Once approved, you sign the agreement, we pay the supplier and your business takes delivery.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about small business funding",
      items: [
        {
          question: "My business is less than two years old. Can I apply?",
          answer:
            "Yes. With a short trading history we rely more on the owners' personal finances and may ask for a larger deposit or a suretyship.",
        },
        {
          question: "Can I finance a used bakkie or truck?",
          answer: "Yes, subject to its age, condition and value. We may ask for an inspection or valuation.",
        },
        {
          question: "Will the business or I be liable?",
          answer:
            "The business is the borrower. For smaller businesses, we usually also ask the owners or directors to sign as sureties, which makes them personally liable if the business cannot pay.",
        },
        {
          question: "Can I settle early?",
          answer:
            "Yes. Ask us for a settlement figure at any time. Your agreement sets out any charges that apply to early settlement.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Let us call you",
      intro:
        "Leave your details and a business consultant will call you to talk through the asset you need and the finance options that fit your cash flow. All finance is subject to credit approval.",
    },
  ],
  related: ["leaseAgreements", "businessSpecialisedFinance", "islamicFinanceBusiness"],
} as const satisfies PageContent;
