import { brand } from "../brand";
import type { PageContent } from "../page-content";
import heroUsedCarCheck from "../images/hero-used-car-check";

export const content = {
  page: "usedCarBuyingTips",
  hero: {
    image: heroUsedCarCheck,
    heading: "Check before you pay: buying a used car",
    lead: "A good used car can be excellent value. These checks help you tell a well-kept car from someone else's problem, whether you buy from a dealer or a private seller.",
    primaryAction: { kind: "page", page: "findACar", label: "Search cars for sale" },
    secondaryAction: { kind: "call-me-back", label: "Call me back" },
  },
  sections: [
    {
      kind: "list",
      id: "paperwork-checks",
      heading: "Paperwork checks",
      style: "chevron",
      items: [
        "Compare the VIN and the engine number on the car with the vehicle registration certificate. If they do not match, or look tampered with, walk away.",
        "Make sure the person selling is the registered owner, or has written authority to sell, and check their ID.",
        "Ask whether the car is financed. If it is, get a settlement letter from the finance house: the title holder must be paid before ownership can be transferred.",
        "Ask for the full service history, with stamps and invoices, and check that the mileage increases sensibly from one service to the next.",
        "Ask for a valid roadworthy certificate. It is needed to register the car in your name.",
      ],
    },
    {
      kind: "list",
      id: "test-drive-checklist",
      heading: "Test drive checklist",
      intro:
        "Drive the car from cold if you can, for at least 20 minutes, on roads with different speeds and surfaces.",
      style: "dot",
      items: [
        "Warning lights come on at start-up and then go out",
        "The engine starts easily and idles smoothly, without smoke from the exhaust",
        "The clutch, gears or automatic gearbox change cleanly, without slipping or jerking",
        "The car drives straight and brakes evenly, without pulling or vibrating",
        "The air conditioning, windows, locks and lights all work",
        "The tyres are evenly worn and match, and the spare wheel, jack and spanner are there",
      ],
    },
    {
      kind: "prose",
      id: "inspection",
      heading: "Get a pre-purchase inspection",
      paragraphs: [
        "An independent mechanical inspection costs far less than a repair to an engine or gearbox. An inspection centre can check the engine, suspension, brakes and bodywork, and spot signs of accident repairs that are easy to miss on a driveway.",
        "A reputable seller should have no objection. If a seller will not allow an inspection, treat that as a warning sign.",
      ],
    },
    {
      kind: "notice",
      id: "consumer-protection",
      tone: "info",
      title: "Your rights when you buy from a dealer",
      message:
        "Under the Consumer Protection Act, goods bought from a dealer carry an implied warranty of quality for six months: if a defect appears that is not due to normal wear and tear or misuse, you may ask for a repair, a replacement or a refund. Private sales are generally not covered, so the checks above matter even more when you buy privately.",
    },
    {
      kind: "faq",
      id: "faq",
      heading: "Questions about buying used",
      items: [
        {
          question: "Can I finance a car from a private seller?",
          answer: `Yes. ${brand.name} can finance a private sale. We check the vehicle and the seller's ownership and, if the car is financed, settle the seller's finance house directly.`,
        },
        {
          question: "How do I know if the car has outstanding finance?",
          answer:
            "The registration certificate shows the title holder. If that is a finance house, the finance must be settled before the transfer. A vehicle history check can also show finance interests and whether the car has been reported stolen or written off.",
        },
        {
          question: "What does sold voetstoots mean?",
          answer:
            "It means as it stands, with no warranty. In a private sale it is usually valid, although a seller who hides a defect they know about can still be held liable. A dealer cannot use it to avoid the Consumer Protection Act.",
        },
        {
          question: "Is high mileage a problem?",
          answer:
            "Not on its own. A well-serviced car with high mileage can be a better buy than a neglected one with low mileage. The service history matters more than the number.",
        },
      ],
    },
    {
      kind: "call-me-back",
      id: "call-me-back",
      heading: "Found a used car you like?",
      intro:
        "Leave your details and a consultant will call you to talk through financing it, whether you are buying from a dealer or privately. All finance is subject to credit approval.",
    },
  ],
  related: ["buyingACar", "privateFinance", "sellingPrivately", "insurance"],
} as const satisfies PageContent;
