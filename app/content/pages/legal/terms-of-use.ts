import { brand, registrationLine } from "~/content/brand";
import type { PageContent } from "~/content/page-content";
import { companyContactItems, LEGAL_PAGES_UPDATED } from "./legal-contacts";

export const content = {
  page: "termsOfUse",
  hero: {
    heading: "Terms of use of this website",
    lead: `These terms apply whenever you use the ${brand.name} website, its calculators and its call-back service. By using the site you accept them, so please read them. They were last updated on ${LEGAL_PAGES_UPDATED}.`,
  },
  sections: [
    {
      kind: "spec-list",
      id: "who-we-are",
      heading: "Who we are",
      intro: registrationLine,
      items: [
        ...companyContactItems,
        {
          label: "Registered credit provider",
          value: `NCR registration number ${brand.registration.ncrRegistrationNumber}`,
        },
        { label: "Authorised financial services provider", value: `FSP number ${brand.registration.fspNumber}` },
        { label: "Email", value: brand.contact.email, href: `mailto:${brand.contact.email}` },
      ],
    },
    {
      kind: "prose",
      id: "information-not-advice",
      heading: "Information, not advice or an offer of credit",
      paragraphs: [
        `The pages of this site explain how vehicle and asset finance, personal loans and related insurance work in general. They are not advice about your own circumstances, and nothing on the site is an offer of credit or a promise that we will grant it. If you want advice, ask one of our consultants, who will first find out what you need.`,
        "Every application for credit is subject to our credit criteria and to an affordability assessment as the National Credit Act requires. Before you sign a credit agreement we give you a pre-agreement statement and quotation that sets out the amount, the interest rate, every fee, any credit insurance, the instalment, the cost of credit and the total you will repay. That quotation, not this website, is what binds us, and it does so for five business days.",
      ],
    },
    {
      kind: "prose",
      id: "calculators",
      heading: "How to read the calculators",
      paragraphs: [
        "The calculators work out estimates from the figures you type in. They apply the caps of the National Credit Regulations: the interest rate cannot be more than the maximum for the type of agreement, the initiation fee is at most R 165 plus 10% of the amount above R 1 000 (never more than R 1 050) plus VAT, and the monthly service fee is at most R 60 plus VAT. They show the instalment, the cost of credit and the total repayable in the words the Act uses.",
        "Your own rate, fees and instalment depend on your credit profile and the product you choose, and may differ from the estimate. Representative examples show the date of the rates they use. Interest rates on loans, ours included, are usually set with reference to the prime lending rate, which stays 3.5 percentage points above the repo rate of the South African Reserve Bank; the National Credit Act's maximum interest rates are the repo rate plus a margin for each type of agreement. So when the Reserve Bank changes the repo rate, prime and the caps move with it, and so can an estimate, or the instalment on an agreement with a linked rate.",
      ],
    },
    {
      kind: "prose",
      id: "call-backs",
      heading: "Asking us to call you back",
      paragraphs: [
        "When you ask us to call you back, you give us your name, your cellphone number and, if you choose, your email address, your South African ID number and the figures from a calculator. We use them only to call you about the finance you asked about, as our privacy notice explains, and we delete the request after the period it states.",
        "A call-back request is not an application for credit and does not commit you to anything. Please give details that are your own and correct: a request made in someone else's name is a misuse of the site.",
      ],
    },
    {
      kind: "list",
      id: "using-the-site",
      heading: "Using the site fairly",
      intro: "You may use this site for your own information and to contact us. You may not:",
      style: "chevron",
      items: [
        "try to get into parts of the site or our systems that are not open to you, or test their security without our written permission;",
        "send automated requests in a volume that could slow the site down for others, or get around the limits we set on how often a form may be sent;",
        "send us material that is unlawful, harmful, or that you do not have the right to share, including another person's personal information without their consent;",
        "copy the site's content to offer it as your own, or present your business as connected to ours when it is not.",
      ],
    },
    {
      kind: "prose",
      id: "other-websites",
      heading: "Login pages and other websites",
      paragraphs: [
        `The login buttons open our secure self-service pages at secure.umoyafinance.co.za in a new window. Those pages have terms of their own, which you accept when you register or sign in there.`,
        "Links to regulators, ombud schemes and other organisations lead to websites we do not control. We link to them because they may help you; we are not responsible for their content or their privacy practices.",
      ],
    },
    {
      kind: "prose",
      id: "intellectual-property",
      heading: "Our content and trade marks",
      paragraphs: [
        `The words, illustrations, logos and software of this site belong to ${brand.legalName} or to those who licensed them to us. You may view, download and print pages for your own, non-commercial use. Any other use needs our written permission.`,
      ],
    },
    {
      kind: "prose",
      id: "liability",
      heading: "Availability and responsibility",
      paragraphs: [
        "We take care that the information on this site is correct and up to date, and we correct mistakes when we find them. We cannot promise that the site will always be available or free of errors, because it depends on networks and services outside our control.",
        "As far as the law allows, we are not responsible for loss that follows from relying on general information on this site instead of the quotation we give you, or from the site being unavailable. Nothing in these terms limits any right you have under the National Credit Act or any other law that protects you as a consumer and cannot be excluded by agreement.",
      ],
    },
    {
      kind: "prose",
      id: "law-and-changes",
      heading: "Changes, and the law that applies",
      paragraphs: [
        "We may change these terms when our services or the law change. The date at the top of this page shows when they last changed, and the terms in force when you use the site are the ones that apply.",
        "These terms are governed by the law of the Republic of South Africa. If you are unhappy with anything about the site or our service, our complaints page explains how to tell us and where you can go if we do not put it right.",
      ],
    },
  ],
  related: ["privacyNotice", "cookieNotice", "complaints", "paiaManual"],
} as const satisfies PageContent;
