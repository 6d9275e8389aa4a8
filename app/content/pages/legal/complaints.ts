import { brand } from "~/content/brand";
import type { PageContent } from "~/content/page-content";
import { INFORMATION_REGULATOR, LEGAL_PAGES_UPDATED } from "./legal-contacts";

const complaintsEmail = brand.legalContacts.complaintsEmail;

export const content = {
  page: "complaints",
  hero: {
    heading: "Complaints and disputes",
    lead: `If something has gone wrong, tell us: we would rather hear about it and put it right. Complaining costs you nothing. This page explains how we handle a complaint, how long each step takes, and where you can go if we do not resolve it. It was last updated on ${LEGAL_PAGES_UPDATED}.`,
  },
  sections: [
    {
      kind: "spec-list",
      id: "how-to-reach-us",
      heading: "How to complain to us",
      intro:
        "Use whichever way suits you. Tell us your name and how to reach you, your agreement or account number if you are a customer, what happened and what you would like us to do. Send copies of any documents that help.",
      items: [
        { label: "Email", value: complaintsEmail, href: `mailto:${complaintsEmail}` },
        { label: "Telephone", value: brand.contact.phone, href: brand.contact.phoneHref },
        { label: "Phone lines open", value: brand.contact.hours },
        { label: "Post", value: `The Complaints Team, ${brand.legalName}, ${brand.legalContacts.postalAddress}` },
        { label: "In person", value: brand.contact.addressLine },
      ],
    },
    {
      kind: "steps",
      id: "our-process",
      heading: "What happens next",
      steps: [
        {
          title: "We acknowledge your complaint within 3 business days",
          description:
            "You receive a reference number and the name of the person handling your complaint. A complaint made by phone is written down, and we send you what we recorded so that you can correct it.",
        },
        {
          title: "We investigate",
          description:
            "Someone who was not involved in what went wrong looks at the records and, where needed, asks you for more information. If you are behind on payments because of the matter you complained about, tell us: we will not hand the account to debt collectors over an amount you dispute while we investigate.",
        },
        {
          title: "We answer in writing within 6 weeks",
          description:
            "Our final answer explains what we found, what we will do about it and why. If we need longer, we tell you before the 6 weeks end, say why and when you will have our answer.",
        },
        {
          title: "If you are not satisfied, you can go further",
          description:
            "Our final answer names the ombud scheme and regulators below that can deal with your complaint. You can go to them if you disagree with our answer, or if 6 weeks have passed without one.",
        },
      ],
    },
    {
      kind: "cards",
      id: "ombud-schemes",
      heading: "Ombud schemes: free help to resolve a dispute",
      intro:
        "An ombud is independent and its service is free. Each ombud expects you to have given us the chance to resolve the complaint first, and asks for our reference number and answer.",
      cards: [
        {
          title: "National Financial Ombud Scheme South Africa (NFO)",
          text: "Deals with complaints about credit providers, banks and insurers, and so with complaints about your credit agreement with us. Since 1 March 2024 it has taken over the work of the Credit Ombud, the Ombudsman for Banking Services and the long-term and short-term insurance ombudsmen. Telephone 0860\u00a0800\u00a0900 (share call), email info@nfosa.co.za.",
          link: { label: "nfosa.co.za", href: "https://www.nfosa.co.za" },
        },
        {
          title: "Ombud for Financial Services Providers (FAIS Ombud)",
          text: `Deals with complaints about advice and intermediary services we give as a financial services provider (FSP number ${brand.registration.fspNumber}), such as arranging credit life or vehicle insurance. Complain to us first and give us 6 weeks; you then have 6 months from our final answer to go to the FAIS Ombud.`,
          link: { label: "faisombud.co.za", href: "https://www.faisombud.co.za" },
        },
        {
          title: "Ombud Council",
          text: "Oversees the financial sector's ombud schemes and lists them on its website, which helps if you are not sure which ombud deals with your complaint.",
          link: { label: "ombudcouncil.org.za", href: "https://www.ombudcouncil.org.za" },
        },
      ],
    },
    {
      kind: "cards",
      id: "regulators",
      heading: "Regulators and the National Consumer Tribunal",
      cards: [
        {
          title: "National Credit Regulator (NCR)",
          text: `Registers credit providers (our registration number is ${brand.registration.ncrRegistrationNumber}) and investigates complaints that a credit provider broke the National Credit Act, for instance about fees, interest or reckless lending. Call centre 0860\u00a0627\u00a0627, email complaints@ncr.org.za.`,
          link: { label: "ncr.org.za", href: "https://www.ncr.org.za" },
        },
        {
          title: "National Consumer Tribunal",
          text: "Decides disputes and applications under the National Credit Act, including matters the National Credit Regulator refers to it. Its decisions have the same standing as those of a High Court.",
          link: { label: "thenct.org.za", href: "https://www.thenct.org.za" },
        },
        {
          title: "Information Regulator",
          text: `Deals with complaints about how personal information is handled (POPIA) and about requests for access to records (PAIA). POPIA complaints go to ${INFORMATION_REGULATOR.popiaComplaints}.`,
          link: { label: "inforegulator.org.za", href: INFORMATION_REGULATOR.website },
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about complaints",
      items: [
        {
          question: "Does it cost anything to complain?",
          answer:
            "No. Complaining to us is free, and so are the ombud schemes. Keep copies of what you send and receive, and note the reference number we give you.",
        },
        {
          question: "Can someone complain for me?",
          answer:
            "Yes. A family member, a debt counsellor or an attorney can complain on your behalf if you give them written permission, which they send us with the complaint.",
        },
        {
          question: "What if I have fallen behind on my payments?",
          answer:
            "Talk to us as early as you can: our arrears page explains payment arrangements. Before we take legal action we must send you a written notice, which also tells you that you may approach a debt counsellor, an alternative dispute resolution agent, the consumer court or the ombud.",
        },
        {
          question: "Will complaining affect how you treat me?",
          answer:
            "No. A complaint never counts against you in a credit decision or in the service you receive. Complaints help us find and fix what does not work.",
        },
      ],
    },
  ],
  related: ["arrearsPayments", "privacyNotice", "termsOfUse", "paiaManual"],
} as const satisfies PageContent;
