import { brand } from "../brand";
import type { PageContent } from "../page-content";
import { BUSINESS_DOCUMENTS } from "./application-documents";
import heroFleet from "../images/hero-fleet";

export const content = {
  page: "fleetSolutions",
  hero: {
    image: heroFleet,
    heading: "Finance, manage and track your business fleet in one place",
    lead: `From five vehicles to five hundred, ${brand.name} fleet solutions combine vehicle finance, full maintenance leasing, fuel cards and reporting, all managed through an online fleet portal.`,
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "login", panel: "business", label: "Fleet portal login" },
  },
  sections: [
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "rental",
      termNote: "Agreed per vehicle, with its distance and maintenance",
      qualifies: "Businesses and public bodies running a fleet of vehicles",
      documents: [...BUSINESS_DOCUMENTS],
    },
    {
      kind: "cards",
      id: "fleet-services",
      heading: "What fleet solutions include",
      cards: [
        {
          title: "Fleet finance",
          text: "Instalment sale and lease options for adding vehicles to your fleet, individually or under one facility.",
          link: { label: "Compare lease agreements", page: "leaseAgreements" },
        },
        {
          title: "Full maintenance leasing",
          text: "One fixed monthly rental covering the vehicle, its servicing, maintenance and tyres, within agreed mileage limits.",
        },
        {
          title: "Fuel cards",
          text: "Cards linked to each vehicle or driver, with controls on where, when and how much can be spent, and every transaction on your reports.",
        },
        {
          title: "Fleet reporting",
          text: "Monthly and on-demand reports on costs, fuel use, maintenance, licensing and fines across the fleet.",
        },
      ],
    },
    {
      kind: "prose",
      id: "fleet-portal",
      heading: "The online fleet portal",
      paragraphs: [
        "Fleet managers use the portal to see every vehicle on the fleet in one list, with its agreement, licence expiry date, service schedule and costs. You can download statements, check fuel card transactions, approve maintenance work and export reports for your finance team.",
        "Access is by role, so a finance manager, a branch manager and a fleet administrator each see what they need. Log in through the business tab of the login panel.",
      ],
    },
    {
      kind: "steps",
      id: "getting-started",
      heading: "Getting started",
      steps: [
        {
          title: "Fleet review",
          description:
            "We look at your current vehicles, how they are used, what they cost you and when they are due for replacement.",
        },
        {
          title: "Proposal",
          description:
            "We propose a mix of finance, maintenance and fuel card services, with the expected monthly cost.",
        },
        {
          title: "Credit approval and set-up",
          description: "Once the facility is approved, we set up your portal, fuel cards and reporting.",
        },
        {
          title: "Ongoing management",
          description: "Your fleet account team reviews costs with you regularly and helps plan replacements.",
        },
      ],
    },
    {
      kind: "list",
      id: "benefits",
      heading: "Why businesses use fleet solutions",
      style: "dot",
      items: [
        "Predictable monthly costs that are easier to budget for",
        "Less administration: one account, one statement and one point of contact",
        "Better control of fuel spending and fewer unauthorised purchases",
        "Licence renewals and traffic fines tracked, so nothing slips through",
        "Data to help you decide when to replace vehicles and which models cost least to run",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about fleet solutions",
      items: [
        {
          question: "How many vehicles do I need?",
          answer:
            "There is no fixed minimum. Fleet solutions are most useful once the administration of your vehicles starts taking real time, which for many businesses is around five vehicles.",
        },
        {
          question: "Can you manage vehicles we already own?",
          answer:
            "Yes. Fuel cards, reporting and maintenance management can cover vehicles you own or finance elsewhere.",
        },
        {
          question: "Who pays the traffic fines on fleet vehicles?",
          answer:
            "Fines are the responsibility of the registered owner, which can nominate the driver where the law allows. The portal helps you track fines and allocate them to drivers.",
        },
        {
          question: "Can dealers access the portal?",
          answer: "No. Dealers use the partner login to submit and track finance applications.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Ask for a fleet review",
      intro:
        "Leave your details and a fleet specialist will call you to arrange a review of your current fleet and its costs. All finance is subject to credit approval.",
    },
  ],
  related: ["business", "corporateIndustry", "fines", "licences"],
} as const satisfies PageContent;
