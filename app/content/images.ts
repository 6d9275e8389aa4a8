/**
 * The register of the site's illustrations: hand-drawn SVGs in `app/content/images/`, each imported as a
 * hashed asset (`?url`), so the build gives it a file name that changes with its content and the server can
 * let browsers keep it for a year. An entry holds the file's address, its alt text and its intrinsic size:
 * spread it into <Illustration> so the browser reserves the space before the file arrives.
 */
import blogBalloon from "./images/blog-balloon.svg?url";
import blogBudget from "./images/blog-budget.svg?url";
import blogCreditRecord from "./images/blog-credit-record.svg?url";
import blogInsurance from "./images/blog-insurance.svg?url";
import blogLicenceRenewal from "./images/blog-licence-renewal.svg?url";
import blogNewOrUsed from "./images/blog-new-or-used.svg?url";
import heroBalloon from "./images/hero-balloon.svg?url";
import heroBusiness from "./images/hero-business.svg?url";
import heroCorporate from "./images/hero-corporate.svg?url";
import heroFleet from "./images/hero-fleet.svg?url";
import heroGraduate from "./images/hero-graduate.svg?url";
import heroGuide from "./images/hero-guide.svg?url";
import heroHome from "./images/hero-home.svg?url";
import heroInsurance from "./images/hero-insurance.svg?url";
import heroIslamic from "./images/hero-islamic.svg?url";
import heroLeisure from "./images/hero-leisure.svg?url";
import heroLicence from "./images/hero-licence.svg?url";
import heroMotorcycle from "./images/hero-motorcycle.svg?url";
import heroPersonalLoan from "./images/hero-personal-loan.svg?url";
import heroSelling from "./images/hero-selling.svg?url";
import heroSmallBusiness from "./images/hero-small-business.svg?url";
import heroSolar from "./images/hero-solar.svg?url";
import heroSpecialised from "./images/hero-specialised.svg?url";
import heroSpecialisedEquipment from "./images/hero-specialised-equipment.svg?url";
import heroPrivateFinance from "./images/hero-private-finance.svg?url";
import heroFindACar from "./images/hero-find-a-car.svg?url";
import heroUsedCarCheck from "./images/hero-used-car-check.svg?url";
import heroFines from "./images/hero-fines.svg?url";
import heroPlates from "./images/hero-plates.svg?url";
import heroArrears from "./images/hero-arrears.svg?url";
import heroWhy from "./images/hero-why.svg?url";
import heroSmallBusinessGuide from "./images/hero-small-business-guide.svg?url";
import heroGraduateGuide from "./images/hero-graduate-guide.svg?url";
import heroBuyingSteps from "./images/hero-buying-steps.svg?url";
import heroIslamicBusiness from "./images/hero-islamic-business.svg?url";
import heroFutureValue from "./images/hero-future-value.svg?url";
import heroTools from "./images/hero-tools.svg?url";
import heroBudgetTool from "./images/hero-budget-tool.svg?url";
import heroSwitch from "./images/hero-switch.svg?url";
import heroLease from "./images/hero-lease.svg?url";

export interface ImageEntry {
  /** The hashed file's address. */
  readonly src: string;
  /** Describes what the picture shows; empty only for a purely decorative picture. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** Every illustration is drawn on a 1200 × 800 (3:2) artboard. */
const ARTBOARD = { width: 1200, height: 800 } as const;

const defineImages = <const T extends Record<string, { readonly src: string; readonly alt: string }>>(images: T) =>
  Object.fromEntries(Object.entries(images).map(([name, entry]) => [name, { ...entry, ...ARTBOARD }])) as {
    readonly [K in keyof T]: ImageEntry;
  };

export const images = defineImages({
  "hero-home": {
    src: heroHome,
    alt: "A family in a blue car with a roof box driving along an open Karoo road, with flat-topped hills, an acacia tree and a windpump behind them.",
  },
  "hero-business": {
    src: heroBusiness,
    alt: "A branded delivery truck and a red double-cab bakkie parked in front of a company warehouse with its roller door open on stacked boxes.",
  },
  "hero-small-business": {
    src: heroSmallBusiness,
    alt: "A tradesperson in overalls and a hard hat holding a toolbox beside a green bakkie with a ladder on its roof rack, towing a trailer of timber and cement.",
  },
  "hero-corporate": {
    src: heroCorporate,
    alt: "A large yellow mining haul truck loaded with ore in an open-pit mine, with an excavator on the bench above and a mine headgear in the distance.",
  },
  "hero-specialised": {
    src: heroSpecialised,
    alt: "A restored red classic car with whitewall tyres and chrome trim in front of a workshop, beside a white van converted with a wheelchair lift at its side door and an inspection checklist on a stand.",
  },
  "hero-specialised-equipment": {
    src: heroSpecialisedEquipment,
    alt: "A green tractor and a refrigerated truck with a cooling unit and a snowflake on its insulated body, on a farm with a red barn, a silo and ploughed fields.",
  },
  "hero-balloon": {
    src: heroBalloon,
    alt: "A row of equal coin stacks leading to a car with a big red balloon tied to its roof, showing small monthly payments and a larger final amount.",
  },
  "hero-personal-loan": {
    src: heroPersonalLoan,
    alt: "A woman at a table checking a budget chart on her phone, with a calculator, stacks of coins, a savings jar and a notebook, and Table Mountain through the window.",
  },
  "hero-insurance": {
    src: heroInsurance,
    alt: "A red car kept dry under a large blue umbrella while rain and hail fall around it, next to a yellow shield with a tick.",
  },
  "hero-motorcycle": {
    src: heroMotorcycle,
    alt: "A red adventure motorbike with aluminium panniers and a helmet on the seat, parked on a mountain pass below high escarpment cliffs.",
  },
  "hero-leisure": {
    src: heroLeisure,
    alt: "A caravan with a striped awning beside a lake, with a kettle braai, a camp chair, and a motorboat moored at a wooden jetty below snow-capped mountains.",
  },
  "hero-solar": {
    src: heroSolar,
    alt: "A house with solar panels on its roof, an inverter and a charged battery on its wall and lit windows at dusk, while the neighbouring houses stand dark.",
  },
  "hero-graduate": {
    src: heroGraduate,
    alt: "A graduate in a gown and mortarboard holding up a diploma in front of a university hall, beside a small yellow hatchback with a red bow on its roof.",
  },
  "hero-islamic": {
    src: heroIslamic,
    alt: "A white sedan in front of a tall arch filled with a calm geometric pattern of eight-pointed stars, flanked by two potted olive trees.",
  },
  "hero-guide": {
    src: heroGuide,
    alt: "A clipboard with a half-ticked checklist on a desk, with car keys, a driving licence card, a pen, a pot plant and a cup of coffee.",
  },
  "hero-fleet": {
    src: heroFleet,
    alt: "Three white branded panel vans with matching blue and yellow stripes parked in a row outside a depot.",
  },
  "hero-licence": {
    src: heroLicence,
    alt: "The front of a blue car with a licence disc on its windscreen, shown enlarged beside it, in front of a wall calendar with a renewal date circled in red.",
  },
  "hero-selling": {
    src: heroSelling,
    alt: "A woman handing her car keys to a buyer in front of the silver car she is selling, parked in a home driveway.",
  },
  "hero-private-finance": {
    src: heroPrivateFinance,
    alt: "A salesperson handing car keys to a customer in front of a new blue hatchback with a red bow, outside a glass-fronted showroom with bunting.",
  },
  "hero-find-a-car": {
    src: heroFindACar,
    alt: "A hand holding a phone showing a car listing, in front of a row of used cars with blank yellow price tags on a dealer's lot.",
  },
  "hero-used-car-check": {
    src: heroUsedCarCheck,
    alt: "A buyer ticking off a checklist on a clipboard beside a red sedan with its bonnet open, while the seller stands by the car.",
  },
  "hero-fines": {
    src: heroFines,
    alt: "A blue car driving past a roadside speed camera as its flash goes off, with an opened envelope holding a traffic fine notice in the foreground.",
  },
  "hero-plates": {
    src: heroPlates,
    alt: "A person holding up a new yellow personalised number plate beside the rear of a dark blue car that already carries a white and yellow plate.",
  },
  "hero-arrears": {
    src: heroArrears,
    alt: "A woman in a headscarf on a phone call at her kitchen table, beside a wall calendar with one day ringed and a payment plan with rising steps and ticks.",
  },
  "hero-why": {
    src: heroWhy,
    alt: "A consultant in a blue blazer shakes hands across her desk with a grey-haired customer in a bright branch office, beside a laptop showing a quote and a chart.",
  },
  "hero-switch": {
    src: heroSwitch,
    alt: "A red car at a fork in the road takes the lower branch, marked by a big sign with bars stepping down and a downward arrow, past a signpost with two blank boards.",
  },
  "hero-lease": {
    src: heroLease,
    alt: "A white delivery van with green stripes parked outside a small shop with a striped awning, behind a signed agreement on a clipboard with a calendar page and a pen.",
  },
  "hero-small-business-guide": {
    src: heroSmallBusinessGuide,
    alt: "A baker in an apron reads an open guide with chapters and a ticked checklist at the shop counter, with a delivery bakkie parked outside the window.",
  },
  "hero-graduate-guide": {
    src: heroGraduateGuide,
    alt: "A graduate at a desk holds up a payslip beside a laptop showing a credit-score gauge, a mortarboard on the chair and a small red car with a bow outside.",
  },
  "hero-buying-steps": {
    src: heroBuyingSteps,
    alt: "A buyer with a phone and wallet stands at the start of a winding path of four signposted stepping stones leading to a blue car with a key tag.",
  },
  "hero-islamic-business": {
    src: heroIslamicBusiness,
    alt: "A business owner in a headscarf holds an agreement showing one flat, fixed bar while a consultant points to it, beside a refrigerated truck outside a warehouse.",
  },
  "hero-future-value": {
    src: heroFutureValue,
    alt: "A woman holds up a car key at the start of a road lined with calendar pages, as a blue sedan drives towards a price-tag sign with a ticked shield at the horizon.",
  },
  "hero-tools": {
    src: heroTools,
    alt: "A hand moving a slider on an on-screen calculator with a result card, ringed by small cards showing a car with a gauge, coin stacks and a calendar.",
  },
  "hero-budget-tool": {
    src: heroBudgetTool,
    alt: "A couple at a table sorting a payslip and piles of bills with a phone calculator, beside a level balance scale holding a toy car and stacks of coins.",
  },
  "blog-new-or-used": {
    src: blogNewOrUsed,
    alt: "A new blue car with a red bow in a showroom on one side and an older beige sedan with a price tag in a used-car lot with bunting on the other.",
  },
  "blog-balloon": {
    src: blogBalloon,
    alt: "A hot-air balloon striped in blue, yellow, red and white floating over farmland at sunrise, with a small red car on the road below.",
  },
  "blog-credit-record": {
    src: blogCreditRecord,
    alt: "A credit score gauge with its needle in the green, beside a credit report with a bar chart and a tick under a magnifying glass.",
  },
  "blog-budget": {
    src: blogBudget,
    alt: "A blue piggy bank on banknotes with a coin dropping into it, stacks of coins, and a card with a spending donut chart and its legend.",
  },
  "blog-insurance": {
    src: blogInsurance,
    alt: "A shield around a car, circled by hail, repairs, roadside help by phone, a policy document and coins for the excess.",
  },
  "blog-licence-renewal": {
    src: blogLicenceRenewal,
    alt: "A laptop showing an online licence renewal with two of three steps done, a licence disc circled by renewal arrows, and a desk calendar.",
  },
});

export type ImageName = keyof typeof images;

export const imageNames = Object.keys(images) as ImageName[];

export function isImageName(name: string): name is ImageName {
  return Object.hasOwn(images, name);
}

/**
 * The address a stored record (a blog post's picture) keeps for an illustration: `/images/<name>.svg`.
 * Unlike the hashed file's it stays the same from build to build, so it can live in the database. The site
 * swaps it for the hashed file when it renders, and the /images/ route redirects there for anyone else.
 */
export function stableImagePath(name: ImageName): string {
  return `/images/${name}.svg`;
}

/** A stable address, or one of the raster copies earlier builds wrote (`/images/<name>-800.jpg`). */
const STORED_IMAGE_PATH = /^\/images\/([a-z0-9-]+?)(?:-(?:480|800|1200))?\.(?:svg|avif|webp|jpg)$/;

/** The registered illustration a stored address names, if it names one. */
export function imageAt(path: string): ImageEntry | undefined {
  const name = STORED_IMAGE_PATH.exec(path)?.[1];
  return name !== undefined && isImageName(name) ? images[name] : undefined;
}
