import { brand } from "../brand";
import type { PageContent } from "../page-content";
import { PERSONAL_ASSET_DOCUMENTS } from "./application-documents";
import heroSolar from "../images/hero-solar";

export const content = {
  page: "solarFinance",
  hero: {
    image: heroSolar,
    heading: "Finance a solar system and keep the lights on",
    lead: `${brand.name} finances solar panels, inverters and batteries for homes and businesses, so you can spread the cost of a system over monthly instalments instead of paying for it all upfront.`,
    primaryAction: { kind: "page", page: "solarFinance", hash: "calculator", label: "Calculate your instalment" },
    secondaryAction: { kind: "call-me-back", label: "Call me back" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "instalment-agreement",
      qualifies:
        "Home owners and businesses with a regular income who can afford the instalment, buying from an accredited installer",
      documents: [...PERSONAL_ASSET_DOCUMENTS, "The installer's quote for the system"],
    },
    {
      kind: "prose",
      id: "why-solar",
      heading: "Why South Africans are going solar",
      paragraphs: [
        "Load shedding and electricity tariffs that rise every year have made solar power a practical choice for many households and businesses. A system with battery storage keeps your essentials running during outages, and the energy from your panels reduces how much electricity you buy from the grid.",
        "Whether a system pays for itself, and how quickly, depends on its size, how much electricity you use during the day, your tariff and how well the system is installed. Ask your installer for a written estimate of your savings and compare it with the instalment before you decide.",
      ],
    },
    {
      kind: "cards",
      id: "what-we-finance",
      heading: "What we finance",
      cards: [
        {
          title: "Backup systems",
          text: "An inverter and battery to carry your essentials, such as lights, Wi-Fi, the fridge and security, through load shedding.",
        },
        {
          title: "Hybrid solar systems",
          text: "Panels, an inverter and batteries working together to power your home by day and store energy for the evening.",
        },
        {
          title: "Business and farm systems",
          text: "Larger installations for shops, offices, workshops and farms, sized to your daytime load.",
        },
      ],
    },
    {
      kind: "calculator",
      id: "calculator",
      calculator: "vehicle-instalment",
      heading: "Estimate your monthly instalment",
      intro:
        "Enter the installed cost from your quote, any deposit and the term to estimate the monthly instalment. The result is a planning estimate only; your rate depends on your credit profile.",
    },
    {
      kind: "steps",
      id: "how-it-works",
      heading: "From quote to power",
      steps: [
        {
          title: "Get an installer's quote",
          description:
            "Ask an accredited installer to assess your usage and roof and to give you a written, itemised quote for the equipment and installation.",
        },
        {
          title: "Apply for finance",
          description:
            "Send us the quote or ask us to call you back. We assess your affordability as the National Credit Act requires.",
        },
        {
          title: "Accept your quotation",
          description:
            "If approved, you receive a pre-agreement statement and quotation showing the instalment, fees and total cost, binding for five business days.",
        },
        {
          title: "Installation and sign-off",
          description:
            "Once the installer completes the work and you confirm you are satisfied, we pay the installer and your instalments begin.",
        },
      ],
    },
    {
      kind: "notice",
      id: "municipal-registration",
      tone: "info",
      title: "Register a grid-tied system with your municipality",
      message:
        "If your system is connected to the grid, most municipalities require it to be registered and approved before it is commissioned, and some have specific rules for feeding power back. Your installer should handle the application and give you a certificate of compliance for the electrical work.",
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about solar finance",
      items: [
        {
          question: "Do I need to own the property?",
          answer:
            "Usually, yes, because the system is installed on the building. If you rent, you would need the owner's written consent.",
        },
        {
          question: "Should I insure the system?",
          answer:
            "Yes. Tell your home or business insurer about the panels, inverter and batteries so that they are covered against theft, storm damage and fire.",
        },
        {
          question: "Can I add more panels or batteries later?",
          answer:
            "Often, yes, if your inverter has the capacity. Ask your installer to plan for growth, and talk to us about financing the addition when the time comes.",
        },
        {
          question: "Are there tax benefits?",
          answer:
            "Tax incentives for renewable energy have changed over the years. Ask a tax practitioner what applies to you at the time you install, rather than relying on older information.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Ready to go solar?",
      intro:
        "Leave your details and a consultant will call you to talk through financing the system on your installer's quote. All finance is subject to credit approval.",
    },
  ],
  related: ["budgetingTool", "cashpowerPersonalLoans", "business", "usefulTools"],
} as const satisfies PageContent;
