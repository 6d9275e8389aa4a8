import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroFines from "../images/hero-fines";

export const content = {
  page: "fines",
  hero: {
    image: heroFines,
    heading: "Traffic fines: how to check, pay or challenge them",
    lead: "A traffic fine on a financed vehicle is the registered owner's responsibility, not the finance house's. Here is how to stay on top of fines, what AARTO means where it applies, and what to do if someone else was driving.",
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "page", page: "licences", label: "Renewing your licence disc" },
  },
  sections: [
    {
      kind: "prose",
      id: "who-pays",
      heading: "Who is responsible for fines on a financed vehicle",
      paragraphs: [
        `While your vehicle is financed, ${brand.name} is the title holder and you are the registered owner on eNaTIS. Traffic fines are issued to the registered owner, so they are your responsibility. If a fine does reach us as title holder, we redirect it to you as the registered owner.`,
        "Keep your address on eNaTIS and with us up to date. A fine you never receive does not disappear: it can grow into a summons, a warrant or, where AARTO applies, an enforcement order.",
      ],
    },
    {
      kind: "list",
      id: "check-and-pay",
      heading: "How to check for and pay fines",
      style: "chevron",
      items: [
        "Check the notice itself: it shows the issuing authority, the offence, the amount, the deadlines and the ways you can pay.",
        "Search for outstanding fines using your ID number on the website of the issuing authority or, where AARTO applies, on the official AARTO online service.",
        "Pay through the channels listed on the notice, such as the issuing authority's website, a traffic department office or an approved payment partner.",
        "Keep proof of payment with the notice number until the fine is shown as paid.",
        "Be wary of messages asking you to pay a fine through a link you did not expect. Check the notice number with the issuing authority first.",
      ],
    },
    {
      kind: "prose",
      id: "aarto",
      heading: "What AARTO means for you",
      paragraphs: [
        "The Administrative Adjudication of Road Traffic Offences (AARTO) Act deals with most traffic infringements through an administrative process rather than the criminal courts. It is being implemented in phases, so whether it applies to a particular fine depends on where the infringement happened. Elsewhere, fines are still handled under the Criminal Procedure Act through the magistrate's courts.",
        "Where AARTO applies, the infringement notice sets out your options and deadlines: you can pay, which may include a discount for paying early, arrange to pay in instalments, nominate the driver if it was not you, or make a representation to challenge the infringement. The Act also provides for a points-demerit system, under which points are recorded against a driver's licence for infringements and too many points lead to a suspension, once that system is in force.",
      ],
    },
    {
      kind: "steps",
      id: "someone-else-driving",
      heading: "If someone else was driving",
      steps: [
        {
          title: "Act within the deadline",
          description:
            "The notice states how long you have to identify or nominate the driver. After that, the fine stays with you as the registered owner.",
        },
        {
          title: "Give the driver's details",
          description:
            "Provide the driver's full name, ID number, address and driver's licence details, using the method set out on the notice.",
        },
        {
          title: "Keep a record",
          description:
            "Keep a copy of what you submitted and any acknowledgement, in case the fine is sent to you again.",
        },
      ],
    },
    {
      kind: "notice",
      id: "unpaid-fines",
      tone: "warning",
      title: "Unpaid fines can stop your licence renewal",
      message:
        "Where AARTO applies, an infringement that reaches the enforcement order stage can block you from renewing your licence disc or your driving licence until it is settled. Deal with every fine before its deadline.",
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about fines",
      items: [
        {
          question: "Will you pay my fines and add them to my account?",
          answer:
            "No. Fines are between the registered owner and the issuing authority. We redirect any notices we receive, but we do not pay them on your behalf.",
        },
        {
          question: "Can I pay a fine in instalments?",
          answer:
            "Where AARTO applies, you can apply for an instalment arrangement within the period stated on the notice. For other fines, ask the issuing authority.",
        },
        {
          question: "How do I challenge a fine I believe is wrong?",
          answer:
            "Follow the process on the notice: a representation where AARTO applies, or the procedure set out by the issuing authority or court for other fines. Do it before the deadline.",
        },
        {
          question: "I sold my car but still get its fines. Why?",
          answer:
            "The change of ownership may not have been recorded. Make sure the Notification of Change of Ownership was submitted within 21 days of the sale, and keep your proof of submission.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      calculate: false,
      heading: "Received a fine that should not be yours?",
      intro:
        "Leave your details and someone from our customer support team will call you, for example if a notice was sent to us as title holder or your change of ownership was not recorded.",
    },
  ],
  related: ["sellingPrivately", "personalisedPlates", "vehicleFinanceGuide"],
} as const satisfies PageContent;
