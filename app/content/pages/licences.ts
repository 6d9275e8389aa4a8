import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroLicence from "../images/hero-licence";

export const content = {
  page: "licences",
  hero: {
    image: heroLicence,
    heading: "Renew your vehicle licence disc on time",
    lead: "Every vehicle on South African roads needs a valid licence disc, renewed every year. Here is how to renew it through eNaTIS, what to take with you and what happens if you are late.",
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "login", panel: "personal", label: "Log in to your account" },
  },
  sections: [
    {
      kind: "prose",
      id: "who-is-responsible",
      heading: "Who is responsible for licensing a financed vehicle",
      paragraphs: [
        `When you finance a vehicle with ${brand.name}, we are the title holder and you are the registered owner on eNaTIS. As the registered owner, you are responsible for renewing the licence disc every year, even while the vehicle is financed. The renewal notice is sent to the address recorded for you on eNaTIS, so keep your details up to date.`,
        "Driving with an expired licence disc is an offence, and an unlicensed vehicle can cause problems with an insurance claim. Put the expiry date in your calendar each year.",
      ],
    },
    {
      kind: "steps",
      id: "how-to-renew",
      heading: "How to renew",
      steps: [
        {
          title: "Check your expiry date",
          description:
            "The expiry date is printed on your current disc. A renewal notice is usually sent before then, and you can renew ahead of the expiry date.",
        },
        {
          title: "Choose where to renew",
          description:
            "Renew online through the eNaTIS online services where your province supports it. Otherwise, renew at your registering authority or licensing office, or at a Post Office or retail outlet that offers the service in your area.",
        },
        {
          title: "Pay the fees",
          description:
            "Licence fees are set by each province and depend on the type and mass of the vehicle. Any penalties and arrears are added to the amount due.",
        },
        {
          title: "Display your new disc",
          description:
            "Once you receive the new disc, display it on the inside of the windscreen, on the left-hand side, where it is clearly visible.",
        },
      ],
    },
    {
      kind: "list",
      id: "what-to-bring",
      heading: "What to bring when you renew in person",
      style: "chevron",
      items: [
        "Your vehicle licence renewal notice (MVL2), if you received one",
        "Your original ID document or smart ID card",
        "Proof of residential address not older than three months, if the office asks for it or your address has changed",
        "Payment for the licence fee and any penalties",
      ],
    },
    {
      kind: "spec-list",
      id: "late-renewal",
      heading: "Deadlines and penalties",
      items: [
        { label: "Renewal cycle", value: "Every 12 months" },
        { label: "Grace period", value: "21 days after the expiry date, during which you can renew without a penalty" },
        {
          label: "After the grace period",
          value: "Penalties and arrears are charged, and the amount grows the longer you wait",
        },
        {
          label: "Lost renewal notice",
          value: "You can still renew; take your ID and the vehicle's registration number or details",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about licensing",
      items: [
        {
          question: "Do you renew the licence disc for me?",
          answer: `No. As the registered owner, you are responsible for renewing it. If your renewal notice is sent to ${brand.name} by mistake, we will forward it or let you know.`,
        },
        {
          question: "Can I renew if I have unpaid traffic fines?",
          answer:
            "In areas where AARTO applies, an unpaid infringement that has reached the enforcement order stage can block the renewal of your licence disc until it is settled. Check for outstanding fines before you renew.",
        },
        {
          question: "Do I need a roadworthy certificate to renew?",
          answer:
            "Not for a normal renewal. A roadworthy certificate is needed when ownership changes, or when the authorities require the vehicle to be tested.",
        },
        {
          question: "I have moved. What do I do?",
          answer:
            "Update your address with the registering authority so that renewal notices and fines reach you, and let us know your new address too.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      calculate: false,
      heading: "Questions about licensing a financed vehicle?",
      intro:
        "Leave your details and someone from our customer support team will call you to help, for example if your renewal notice has gone astray or you need documents from us as title holder.",
    },
  ],
  related: ["fines", "personalisedPlates", "sellingPrivately", "vehicleFinanceGuide"],
} as const satisfies PageContent;
