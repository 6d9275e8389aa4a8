import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroPlates from "../images/hero-plates";

export const content = {
  page: "personalisedPlates",
  hero: {
    image: heroPlates,
    heading: "Personalised number plates: how to apply",
    lead: "A personalised or specific number plate puts your own mark on your vehicle. Here is how to apply through your provincial licensing authority, what to expect on fees and what happens to the number when you sell.",
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "page", page: "licences", label: "Vehicle licence renewal" },
  },
  sections: [
    {
      kind: "cards",
      id: "types-of-plates",
      heading: "Personalised or specific?",
      cards: [
        {
          title: "Personalised plates",
          text: "A combination of letters and numbers you choose, such as a name or a word, of at most seven characters, followed by the province's mark. The province must approve it.",
        },
        {
          title: "Specific plates",
          text: "A particular registration number in the province's standard format, for example a combination of letters and digits that means something to you.",
        },
      ],
    },
    {
      kind: "steps",
      id: "how-to-apply",
      heading: "How to apply",
      steps: [
        {
          title: "Check availability",
          description:
            "Check with your provincial licensing authority, or on its online service where one exists, that the combination you want is available and permitted.",
        },
        {
          title: "Complete the application",
          description:
            "Apply to the provincial licensing authority with your ID, proof of address and the vehicle's registration details, and pay the application fee.",
        },
        {
          title: "Receive approval",
          description:
            "Once approved, the number is allocated to you and linked to your vehicle's registration on eNaTIS.",
        },
        {
          title: "Have the plates made",
          description:
            "Take your approval documents to a registered number plate manufacturer, who will make the plates to the required standard.",
        },
      ],
    },
    {
      kind: "spec-list",
      id: "fees",
      heading: "What it costs",
      intro:
        "Each province sets its own fee for a personalised or specific number and changes it from time to time, so we do not quote amounts that would soon be out of date. The government's services page on personalising a number plate says the same: the fee differs by province, and your registering authority tells you the current amount.",
      items: [
        {
          label: "Application fee",
          value:
            "Set by your province and payable when you apply; ask your registering authority for the current amount before you choose",
        },
        { label: "Plate manufacture", value: "Charged separately by the plate manufacturer" },
        {
          label: "Other costs",
          value:
            "Some provinces charge further fees, for example when you transfer or retain a number; ask before you apply",
        },
        {
          label: "Where to check",
          value: "gov.za: Personalise your motor vehicle number plate",
          href: "https://www.gov.za/services/register-motor-vehicle/personalise-your-motor-vehicle-number-plate",
        },
      ],
    },
    {
      kind: "notice",
      id: "financed-vehicles",
      tone: "info",
      title: "Plates on a financed vehicle",
      message: `You may put personalised plates on a vehicle financed by ${brand.name}. Because we are the title holder, the licensing authority may ask for a letter from us before it changes the vehicle's registration number. Contact us before you apply and we will tell you what is needed.`,
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about personalised plates",
      items: [
        {
          question: "Can I keep my number when I sell the car?",
          answer:
            "Yes, by application. Apply to the licensing authority to retain the number before you sell, so that it can be moved to your next vehicle rather than going with the car.",
        },
        {
          question: "Can I move my plates to another province?",
          answer:
            "A personalised number belongs to the province that issued it. If you move, ask both licensing authorities what the rules are before you re-register the vehicle.",
        },
        {
          question: "Can any word be used?",
          answer:
            "No. Provinces refuse combinations that are offensive or misleading, and the number of characters is limited by the plate format.",
        },
        {
          question: "Do I still need a licence disc?",
          answer: "Yes. A personalised plate does not change your duty to renew the licence disc every year.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      calculate: false,
      heading: "Putting personalised plates on a financed vehicle?",
      intro:
        "Leave your details and someone from our customer support team will call you to explain what the licensing authority may need from us as title holder.",
    },
  ],
  related: ["fines", "sellingPrivately", "privateFinance"],
} as const satisfies PageContent;
