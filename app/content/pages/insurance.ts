import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroInsurance from "../images/hero-insurance";

export const content = {
  page: "insurance",
  hero: {
    image: heroInsurance,
    heading: "Insurance for your financed vehicle, explained",
    lead: "Some cover is a condition of vehicle finance, some is optional, and you always have a choice of insurer. Here is what each kind of cover does and what the law says about it.",
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "page", page: "vehicleFinanceGuide", label: "Vehicle finance guide" },
  },
  sections: [
    {
      kind: "cards",
      id: "types-of-cover",
      heading: "The main types of cover",
      cards: [
        {
          title: "Comprehensive insurance",
          text: "Covers your vehicle against accident damage, theft, hijacking, fire and weather, and covers damage you cause to other people's property. It is a condition of vehicle finance for the whole term.",
        },
        {
          title: "Credit life insurance",
          text: "Pays your outstanding balance, or your instalments for a period, if you die, become disabled or lose your income. A credit provider may require it.",
        },
        {
          title: "Shortfall (GAP) cover",
          text: "If your vehicle is written off or stolen, your insurer pays its market value, which can be less than you owe. Shortfall cover pays some or all of the difference, up to the policy limit.",
        },
        {
          title: "Scratch-and-dent, tyre and rim cover",
          text: "Optional cover for minor cosmetic damage and for damaged tyres and rims, which keeps the vehicle's value up and avoids small claims on your main policy.",
        },
        {
          title: "Warranties and service plans",
          text: "Extended warranties cover mechanical and electrical breakdowns after the manufacturer's warranty ends. Read what is excluded before you buy.",
        },
      ],
    },
    {
      kind: "list",
      id: "your-rights",
      heading: "Your rights when you insure a financed vehicle",
      style: "bigdot",
      items: [
        "You may choose your own insurer for comprehensive cover. Your policy must note us as the title holder and interested party.",
        "If credit life insurance is required, you may substitute a policy you already have, or one from an insurer of your choice, for the one we propose, as long as it gives the required cover.",
        "Credit life cover may not be more than the amount you owe, and regulations cap its cost at R 4.50 a month for every R 1 000 of the deferred amount.",
        "By regulation, credit life cover must include death, permanent disability, temporary disability, and unemployment or inability to earn an income.",
        "Optional products, such as shortfall cover or scratch-and-dent cover, may not be forced on you, and each must be shown separately in your quotation.",
      ],
    },
    {
      kind: "notice",
      id: "keep-cover-active",
      tone: "warning",
      title: "Keep your comprehensive cover active",
      message: `If your comprehensive insurance lapses while the vehicle is financed, you are in breach of your agreement, and an accident could leave you paying for a car you can no longer drive. If you change insurer, send ${brand.name} the new policy details at ${brand.contact.email} before the old policy ends.`,
    },
    {
      kind: "spec-list",
      id: "credit-life-example",
      heading: "Credit life at the regulated maximum: an example",
      intro:
        "For example, if the deferred amount on your agreement is R 200 000, the most credit life insurance may cost is worked out like this.",
      items: [
        { label: "Deferred amount", value: "R 200 000" },
        { label: "Regulated maximum rate", value: "R 4.50 a month per R 1 000" },
        { label: "Maximum monthly premium", value: "R 900.00 (200 x R 4.50)" },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about insurance",
      items: [
        {
          question: "Do I have to insure through you?",
          answer:
            "No. You are free to choose your own insurer. We only need proof of comprehensive cover with us noted as title holder.",
        },
        {
          question: "What happens if my car is written off?",
          answer:
            "Your insurer pays the settlement to us as title holder. If the payout is less than you owe, you remain responsible for the difference, unless you have shortfall cover.",
        },
        {
          question: "Can I cancel optional cover later?",
          answer:
            "Yes. Optional products can usually be cancelled according to their own terms. Ask us or the insurer for the procedure.",
        },
        {
          question: "Does credit life cover me if I resign?",
          answer:
            "Generally not. Loss-of-income cover is designed for involuntary job loss, such as retrenchment. Check the policy wording for the exact conditions.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      calculate: false,
      heading: "Questions about your cover?",
      intro:
        "Leave your details and a consultant will call you to explain the cover that applies to your agreement and the choices you have.",
    },
  ],
  related: ["privateFinance", "arrearsPayments", "buyingACar"],
} as const satisfies PageContent;
