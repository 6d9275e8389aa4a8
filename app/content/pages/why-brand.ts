import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroWhy from "../images/hero-why";

export const content = {
  page: "why",
  hero: {
    image: heroWhy,
    heading: `Why South Africans choose ${brand.name}`,
    lead: "Clear quotes, responsible lending, online account services and people who answer the phone. Here is what you can expect from us before you sign and for as long as your agreement runs.",
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "login", panel: "personal", label: "Log in to your account" },
  },
  sections: [
    {
      kind: "cards",
      id: "what-to-expect",
      heading: "What you can expect",
      cards: [
        {
          title: "Clear quotes",
          text: "Your quotation shows the instalment, the interest rate, every fee and the total you will repay, in plain language, before you commit.",
        },
        {
          title: "Responsible lending",
          text: "We assess your affordability properly, because finance you cannot afford helps nobody. If we cannot help now, we explain why.",
        },
        {
          title: "Online account services",
          text: "Log in to view your balance and statements, request a settlement figure or update your details, whenever suits you.",
        },
        {
          title: "People who answer",
          text: `Call us on ${brand.contact.phone} (lines open ${brand.contact.hours}) and speak to someone who can help.`,
        },
      ],
    },
    {
      kind: "prose",
      id: "our-approach",
      heading: "Our approach",
      paragraphs: [
        `${brand.name} finances vehicles and assets for individuals, small businesses and large companies across South Africa. We are a registered credit provider (${brand.registration.ncrRegistrationNumber}) and follow the National Credit Act in everything we do, from the affordability assessment to the way we treat customers who fall behind.`,
        "We believe good finance is finance you understand. That is why we explain balloon payments before you choose one, remind you of your right to choose your own insurer, and talk to you early if your account runs into trouble, rather than waiting until it is too late.",
      ],
    },
    {
      kind: "list",
      id: "our-commitments",
      heading: "Our commitments to you",
      style: "bigdot",
      items: [
        "We never add optional products to your agreement without your consent.",
        "We respect your right to choose your own insurer and your own credit life policy.",
        "We give you a settlement figure whenever you ask for one.",
        "We listen first if you tell us you are struggling, and look for a workable arrangement.",
        "We treat your personal information with care, in line with the Protection of Personal Information Act.",
      ],
    },
    {
      kind: "cards",
      id: "who-we-help",
      heading: "Who we help",
      cards: [
        {
          title: "Individuals",
          text: "Cars, motorcycles, leisure assets, solar systems and personal loans.",
          link: { label: "Private vehicle finance", page: "privateFinance" },
        },
        {
          title: "Businesses",
          text: "Vehicles, equipment and fleets, for businesses of every size.",
          link: { label: "Finance for business", page: "business" },
        },
        {
          title: "Dealers",
          text: "A partner login for submitting applications and tracking deals.",
        },
        {
          title: "Existing finance customers elsewhere",
          text: "See whether moving your vehicle finance to us makes sense.",
          link: { label: `Switch to ${brand.name}`, page: "switchTo" },
        },
      ],
    },
    {
      kind: "notice",
      id: "logins",
      tone: "info",
      title: "Already a customer or partner?",
      message:
        "Personal and business customers can manage their accounts online. Dealers can use the partner login to submit and track applications.",
      actions: [
        { kind: "login", panel: "personal", label: "Personal login" },
        { kind: "login", panel: "business", label: "Business login" },
        { kind: "login", panel: "partner", label: "Partner login" },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions people ask us",
      items: [
        {
          question: "Can I apply directly, or only through a dealer?",
          answer:
            "Both. Many dealers submit applications to us for you, and you can also ask us to call you back and apply directly, before you have chosen a vehicle.",
        },
        {
          question: "Do I have to use your insurance?",
          answer:
            "No. Comprehensive insurance is a condition of vehicle finance, but you are free to choose your own insurer, and to use your own credit life policy if credit life is required.",
        },
        {
          question: "What if my application is declined?",
          answer:
            "We tell you, and where we can, we explain the main reason. You are entitled to a free copy of your credit report each year, so that you can check the information lenders see.",
        },
        {
          question: "How do I contact you?",
          answer: `Call ${brand.contact.phone} (lines open ${brand.contact.hours}) or email ${brand.contact.email}. Or ask us to call you back: consultants return calls ${brand.contact.callBackHours}.`,
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Let us show you",
      intro:
        "Leave your details and a consultant will call you to talk through your plans. There is no obligation to apply, and all finance is subject to credit approval.",
    },
  ],
  related: ["vehicleFinanceGuide", "findACar", "budgetingTool"],
} as const satisfies PageContent;
