import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroSelling from "../images/hero-selling";

export const content = {
  page: "sellingPrivately",
  hero: {
    image: heroSelling,
    heading: "Sell your car privately, safely and properly",
    lead: "Selling to a private buyer often gets you a better price than a trade-in. Here is how to settle your finance, transfer ownership correctly and protect yourself from payment fraud.",
    primaryAction: { kind: "call-me-back", label: "Call me back" },
    secondaryAction: { kind: "login", panel: "personal", label: "Log in to your account" },
  },
  sections: [
    {
      kind: "steps",
      id: "how-to-sell",
      heading: "Selling a financed car, step by step",
      intro: `While your car is financed, ${brand.name} is its title holder, so the finance has to be settled before ownership can pass to the buyer.`,
      steps: [
        {
          title: "Ask for a settlement letter",
          description:
            "Request a settlement letter from us. It shows the amount needed to settle your agreement, the date it is valid until and the bank account to pay it into.",
        },
        {
          title: "Agree the price with your buyer",
          description:
            "Make sure the price covers your settlement amount. If it does not, you will need to pay the difference yourself before the sale can go through.",
        },
        {
          title: "Arrange the payment",
          description:
            "The buyer, or the buyer's finance house, can pay the settlement amount to us directly and the balance to you. Wait until all funds have cleared.",
        },
        {
          title: "We release the title",
          description:
            "Once the settlement has cleared, we release our title-holder interest and provide the documents needed for the transfer.",
        },
        {
          title: "Notify the change of ownership",
          description:
            "Complete the Notification of Change of Ownership (NCO) form and submit it to the registering authority within 21 days, so that the car is no longer registered in your name.",
        },
        {
          title: "Hand over the car",
          description:
            "Give the buyer the keys, the service book, spare keys and the documents, and keep copies of everything you sign.",
        },
      ],
    },
    {
      kind: "list",
      id: "documents",
      heading: "Documents for the sale",
      style: "chevron",
      items: [
        "The vehicle registration certificate, once the title has been released to you or the buyer",
        "A completed and signed NCO form, with copies of your ID and the buyer's ID",
        "A valid roadworthy certificate, which the buyer needs to register the vehicle in their name",
        "A written sale agreement stating the price, date, time, mileage and that the car is sold in its current condition",
        "The service history, owner's manual and any warranty or service plan documents",
      ],
    },
    {
      kind: "notice",
      id: "payment-fraud",
      tone: "warning",
      title: "Never release the car before the money has cleared",
      message:
        "Fraudsters use fake proof-of-payment slips, forged bank SMSs and emails, and cheques that later bounce. Do not rely on a notification or a document from the buyer. Log in to your own banking app or ask your bank to confirm that the money is cleared and available in your account before you hand over the car, the keys or the papers.",
    },
    {
      kind: "list",
      id: "safety-tips",
      heading: "Tips for a safe private sale",
      style: "dot",
      items: [
        "Meet buyers in a safe, public place, such as a police station parking area or a busy shopping centre, and take someone with you.",
        "Check the buyer's ID and their driver's licence before a test drive, and go along on the drive.",
        "Do not accept offers to pay more than the asking price and have you refund the difference. This is a common scam.",
        "Do not share your settlement letter, ID or bank details more widely than you need to.",
        "Keep the car registered in your name until the NCO form has been submitted, and keep proof of submission.",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about selling privately",
      items: [
        {
          question: "Why must I submit the NCO form?",
          answer:
            "Until the change of ownership is recorded, you remain the registered owner, which means licence fees, traffic fines and even liability for some offences can still come to you.",
        },
        {
          question: "Who pays for the roadworthy certificate?",
          answer:
            "That is for you and the buyer to agree. A roadworthy certificate is required when ownership changes, so settle who arranges it before you agree on the price.",
        },
        {
          question: "What if the buyer is financing the car?",
          answer:
            "The buyer's finance house usually pays your settlement to us directly and the balance to you. The process can take a little longer, but the payment is reliable.",
        },
        {
          question: "How long is a settlement letter valid?",
          answer:
            "Each letter shows a date it is valid until, because interest keeps running. If the sale takes longer, ask us for an updated letter.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      calculate: false,
      heading: "Need help with your settlement?",
      intro:
        "Leave your details and someone from our customer support team will call you about your settlement letter, the title release and the documents you need for the sale.",
    },
  ],
  related: ["usedCarBuyingTips", "licences", "personalisedPlates", "switchTo"],
} as const satisfies PageContent;
