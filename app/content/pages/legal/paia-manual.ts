import { brand } from "~/content/brand";
import type { PageContent } from "~/content/page-content";
import {
  companyContactItems,
  INFORMATION_REGULATOR,
  informationOfficerItem,
  LEGAL_PAGES_UPDATED,
} from "./legal-contacts";

const officer = brand.legalContacts.informationOfficerEmail;

export const content = {
  page: "paiaManual",
  hero: {
    heading: "PAIA manual",
    lead: `This is the manual of ${brand.legalName} under section 51 of the Promotion of Access to Information Act, 2000 (PAIA). It says which records we keep and how to ask for them. Last updated ${LEGAL_PAGES_UPDATED}.`,
  },
  sections: [
    {
      kind: "spec-list",
      id: "contact-details",
      heading: "Our contact details",
      intro: `${brand.legalName} is a private company. Its head has delegated requests to our Information Officer, to whom every request should go.`,
      items: [informationOfficerItem, ...companyContactItems],
    },
    {
      kind: "prose",
      id: "guide",
      heading: "The guide to using PAIA",
      paragraphs: [
        "The Information Regulator publishes a guide, in each official language, on how to use PAIA and the Protection of Personal Information Act to get access to records. It is on the Regulator's website and at its offices, and our Information Officer will send you a copy on request.",
      ],
    },
    {
      kind: "list",
      id: "available-without-request",
      heading: "Records you can have without a request",
      intro: "These are published, or given to anyone who asks, without a PAIA request:",
      style: "chevron",
      items: [
        "the information on this website about our products, fees and interest rates;",
        "this manual and our privacy notice, cookie notice, terms of use and complaints process;",
        "our NCR registration and FSP licence, which the regulators also publish;",
        "brochures and product terms we hand out to the public.",
      ],
    },
    {
      kind: "spec-list",
      id: "records-we-hold",
      heading: "Records we hold",
      intro: "Holding a record does not mean it must be given out: PAIA sets out when access may or must be refused.",
      items: [
        {
          label: "Company records",
          value: "Memorandum of incorporation, registers of directors and shareholders, minutes and statutory returns.",
        },
        {
          label: "Credit provider records",
          value:
            "Our NCR registration, credit applications, affordability assessments, quotations, credit agreements, statements, payment records and reports to the Regulator.",
        },
        {
          label: "Financial services records",
          value:
            "Our FSP licence, records of advice and intermediary services on insurance, and our complaints register.",
        },
        {
          label: "Customer records",
          value:
            "Identity and contact details, proof of income and address, credit bureau results, due diligence records, correspondence and call recordings.",
        },
        {
          label: "Website records",
          value: "Call-back requests with their consent, error reports and request logs.",
        },
        {
          label: "Financial and tax records",
          value: "Annual financial statements, accounting records, and income tax and VAT records.",
        },
        {
          label: "Employee records",
          value: "Employment contracts, payroll, leave, training and disciplinary records.",
        },
        {
          label: "Supplier and operator records",
          value: "Agreements with suppliers and operators, and their invoices.",
        },
      ],
    },
    {
      kind: "list",
      id: "records-under-other-laws",
      heading: "Records we keep because other laws require them",
      intro: "Such records are kept for the period each law sets. The laws that apply most often are:",
      style: "dot",
      items: [
        "the Companies Act 71 of 2008;",
        "the National Credit Act 34 of 2005;",
        "the Financial Advisory and Intermediary Services Act 37 of 2002;",
        "the Financial Intelligence Centre Act 38 of 2001;",
        "the Protection of Personal Information Act 4 of 2013;",
        "the Consumer Protection Act 68 of 2008;",
        "the Income Tax Act 58 of 1962, the Value-Added Tax Act 89 of 1991 and the Tax Administration Act 28 of 2011;",
        "the Basic Conditions of Employment Act 75 of 1997, the Labour Relations Act 66 of 1995, the Employment Equity Act 55 of 1998 and the Unemployment Insurance Act 63 of 2001.",
      ],
    },
    {
      kind: "spec-list",
      id: "personal-information",
      heading: "How we process personal information",
      items: [
        {
          label: "Purposes",
          value:
            "To assess applications, conclude and manage agreements, collect payments, meet our legal duties, prevent fraud, answer call-back requests and complaints, and employ our staff.",
        },
        {
          label: "People we hold information about",
          value:
            "Applicants, customers and sureties, people who ask for a call back, website visitors, dealers, suppliers, employees and job applicants.",
        },
        {
          label: "Kinds of information",
          value:
            "Identity and contact details, income, expenses and credit history, the assets we finance, employment details and our dealings with each person.",
        },
        {
          label: "Who receives it",
          value:
            "Credit bureaus, insurers, dealers in a transaction, debt collectors and attorneys for accounts in arrears, regulators and SARS where the law requires it, and operators under written agreements.",
        },
        {
          label: "Other countries",
          value:
            "Only where the law, binding rules or an agreement give protection substantially similar to POPIA's, or the person agrees.",
        },
        {
          label: "Security",
          value:
            "Access only for those who need it, encryption, access controls and monitoring, written security terms for operators, and notice to the Information Regulator and those affected of any compromise.",
        },
      ],
    },
    {
      kind: "steps",
      id: "how-to-ask",
      heading: "How to ask for a record",
      intro: `Use Form 2 of the Regulations relating to the Promotion of Access to Information, 2021, which the Information Regulator publishes on its website, and send it to our Information Officer at ${officer} or to our postal or physical address.`,
      steps: [
        {
          title: "Describe the record and yourself",
          description:
            "Give enough detail to find the record and identify you, say how you want access (a copy, an email or an inspection) and how to hear our decision. Acting for someone else? Include proof that you may.",
        },
        {
          title: "Say which right the record is for",
          description:
            "PAIA gives access to a private body's records you need to exercise or protect a right: say which, and why. For your own personal information, that is your right of access under POPIA.",
        },
        {
          title: "We tell you the fee, if there is one",
          description:
            "We ask for any request fee before we start, and may ask a deposit towards the access fee for a long search, in writing on Form 3.",
        },
        {
          title: "We decide within 30 days",
          description:
            "PAIA lets us extend that once, by up to 30 more days, for example when many records must be searched; we would tell you why before the first 30 days end.",
        },
        {
          title: "You get the record, or our reasons",
          description:
            "Once any fee is paid you receive the record. If we refuse it, in whole or in part, we give our reasons and the grounds in PAIA, such as another person's privacy.",
        },
      ],
    },
    {
      kind: "prose",
      id: "fees",
      heading: "Fees",
      paragraphs: [
        "We charge only the request and access fees prescribed in the Regulations relating to the Promotion of Access to Information, 2021. A record about yourself carries no request fee. Access fees cover copying, searching, preparing and posting the record, and we tell you the amount first.",
      ],
    },
    {
      kind: "cards",
      id: "if-you-disagree",
      heading: "If you disagree with our decision",
      intro:
        "A private company has no internal appeal under PAIA. If we refuse your request, miss the deadline or you dispute the fee, complain to the Information Regulator or apply to a court.",
      cards: [
        {
          title: "The Information Regulator",
          text: "Its website has the complaint form and the guide to using PAIA.",
          link: { label: "inforegulator.org.za", href: INFORMATION_REGULATOR.website },
        },
        {
          title: "PAIA complaints by email",
          text: "Send a PAIA complaint by email to the Information Regulator's PAIA complaints address.",
          link: { label: INFORMATION_REGULATOR.paiaComplaints, href: `mailto:${INFORMATION_REGULATOR.paiaComplaints}` },
        },
      ],
    },
    {
      kind: "prose",
      id: "availability",
      heading: "Where this manual is available",
      paragraphs: [
        "This manual is on our website and may be inspected at our offices free of charge. We update it when our records or contact details change, and give the Information Regulator a copy when it asks.",
      ],
    },
  ],
  related: ["privacyNotice", "complaints", "termsOfUse", "cookieNotice"],
} as const satisfies PageContent;
