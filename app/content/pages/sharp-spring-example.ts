import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroGuide from "../images/hero-guide";

/**
 * The marketing-form test page (§2.1): campaign pages embed a lead form in a marked area; here that area
 * holds the site's own call-me-back form, so the page shows the embed working end to end.
 */
export const content = {
  page: "sharpSpringExample",
  hero: {
    image: heroGuide,
    heading: "Marketing form example",
    lead: `This page shows the area where ${brand.name} marketing campaigns place a lead form. On this site the area holds our own call-me-back form, so a visitor who fills it in reaches the same sales team as every other enquiry.`,
    primaryAction: { kind: "call-me-back", label: "Go to the form" },
    secondaryAction: { kind: "page", page: "usefulTools", label: "Try the calculators" },
  },
  sections: [
    {
      kind: "prose",
      id: "what-this-page-is",
      heading: "What this page is for",
      paragraphs: [
        "Campaign pages for a new vehicle range, a dealer promotion or a solar finance drive often need a short form that asks a visitor to be called back. Instead of a separate form from a marketing platform, every such page uses the one call-me-back form of this site. The form is built from the same widgets as the rest of the site, checks a South African cellphone number and ID number the same way, and sends the enquiry to the same queue.",
        "This test page keeps that arrangement visible. Editors and developers open it to check that the embed area renders, that the form inside it works, and that a calculation carried from a calculator arrives with the enquiry. It is kept out of search results and the sitemap.",
      ],
    },
    {
      kind: "steps",
      id: "how-the-embed-works",
      heading: "How the embed area works",
      steps: [
        {
          title: "The page marks the area",
          description:
            "Any content page has a call-me-back section with the anchor #call-me-back. Calls to action on the page link to it, and so can an email or advert.",
        },
        {
          title: "The form fills the area",
          description:
            "The call-me-back form renders inside the section. It asks only for what a consultant needs to phone you back, and checks each answer before it is sent.",
        },
        {
          title: "Figures come along",
          description:
            "When a visitor presses Call me back under a calculator, the figures travel in the address to the form, so the consultant sees the instalment or budget the visitor worked out.",
        },
        {
          title: "The team calls back",
          description: `A consultant from ${brand.name} phones back within the call-back hours (${brand.contact.callBackHours}), explains the options and, with the visitor's consent, starts the affordability assessment that the National Credit Act requires before any credit is granted.`,
        },
      ],
    },
    {
      kind: "list",
      id: "what-to-check",
      heading: "What to check on this page",
      style: "chevron",
      items: [
        "The form shows inside the call-me-back section below, at every screen width.",
        "Required fields show their message when left empty, and a wrong cellphone number shows 'This is not a valid phone number'.",
        "A calculation in the address (the calculation parameter) reaches the form and is sent with the enquiry.",
        "After sending, the form confirms that the enquiry arrived and does not keep personal details in the address.",
      ],
    },
    {
      kind: "notice",
      tone: "info",
      title: "A test page",
      message:
        "This page exists to show the embed area working. Real campaign pages use the same section with their own words around it.",
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about the embed area",
      items: [
        {
          question: "Why not use the marketing platform's own form?",
          answer:
            "One form means one set of validation rules, one privacy notice and one place where enquiries arrive. It also keeps third-party scripts off the page, which makes it faster and safer.",
        },
        {
          question: "Is personal information put in the address?",
          answer:
            "No. Only calculator figures, such as a purchase price or an instalment, travel in the address. Your name and number are sent in the body of a secure request.",
        },
      ],
    },
    {
      kind: "call-me-back",
      heading: "Call-me-back form",
      intro: `Leave your details and a consultant will phone you back: ${brand.contact.callBackHours}.`,
    },
  ],
  related: ["home", "budgetingTool"],
} as const satisfies PageContent;
