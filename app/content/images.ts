/**
 * The register of the site's illustrations. Each name is a hand-drawn SVG in `app/content/images/`, which
 * `scripts/build-images.mjs` rasterises into the AVIF, WebP and JPEG files that ResponsiveImage links to.
 * Spread an entry into <ResponsiveImage> for its alt text and intrinsic size (so the browser reserves the
 * space before the file arrives).
 */
export interface ImageEntry {
  /** Describes what the picture shows; empty only for a purely decorative picture. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** Every illustration is drawn on a 1200 × 800 (3:2) artboard. */
const ARTBOARD = { width: 1200, height: 800 } as const;

const defineImages = <const T extends Record<string, { readonly alt: string }>>(images: T) =>
  Object.fromEntries(Object.entries(images).map(([name, { alt }]) => [name, { alt, ...ARTBOARD }])) as {
    readonly [K in keyof T]: ImageEntry;
  };

export const images = defineImages({
  "hero-home": {
    alt: "A family in a blue car with a roof box driving along an open Karoo road, with flat-topped hills, an acacia tree and a windpump behind them.",
  },
  "hero-business": {
    alt: "A branded delivery truck and a red double-cab bakkie parked in front of a company warehouse with its roller door open on stacked boxes.",
  },
  "hero-small-business": {
    alt: "A tradesperson in overalls and a hard hat holding a toolbox beside a green bakkie with a ladder on its roof rack, towing a trailer of timber and cement.",
  },
  "hero-corporate": {
    alt: "A large yellow mining haul truck loaded with ore in an open-pit mine, with an excavator on the bench above and a mine headgear in the distance.",
  },
  "hero-balloon": {
    alt: "A row of equal coin stacks leading to a car with a big red balloon tied to its roof, showing small monthly payments and a larger final amount.",
  },
  "hero-personal-loan": {
    alt: "A woman at a table checking a budget chart on her phone, with a calculator, stacks of coins, a savings jar and a notebook, and Table Mountain through the window.",
  },
  "hero-insurance": {
    alt: "A red car kept dry under a large blue umbrella while rain and hail fall around it, next to a yellow shield with a tick.",
  },
  "hero-motorcycle": {
    alt: "A red adventure motorbike with aluminium panniers and a helmet on the seat, parked on a mountain pass below high escarpment cliffs.",
  },
  "hero-leisure": {
    alt: "A caravan with a striped awning beside a lake, with a kettle braai, a camp chair, and a motorboat moored at a wooden jetty below snow-capped mountains.",
  },
  "hero-solar": {
    alt: "A house with solar panels on its roof, an inverter and a charged battery on its wall and lit windows at dusk, while the neighbouring houses stand dark.",
  },
  "hero-graduate": {
    alt: "A graduate in a gown and mortarboard holding up a diploma in front of a university hall, beside a small yellow hatchback with a red bow on its roof.",
  },
  "hero-islamic": {
    alt: "A white sedan in front of a tall arch filled with a calm geometric pattern of eight-pointed stars, flanked by two potted olive trees.",
  },
  "hero-guide": {
    alt: "A clipboard with a half-ticked checklist on a desk, with car keys, a driving licence card, a pen, a pot plant and a cup of coffee.",
  },
  "hero-fleet": {
    alt: "Three white branded panel vans with matching blue and yellow stripes parked in a row outside a depot.",
  },
  "hero-licence": {
    alt: "The front of a blue car with a licence disc on its windscreen, shown enlarged beside it, in front of a wall calendar with a renewal date circled in red.",
  },
  "hero-selling": {
    alt: "A woman handing her car keys to a buyer in front of the silver car she is selling, parked in a home driveway.",
  },
  "blog-new-or-used": {
    alt: "A new blue car with a red bow in a showroom on one side and an older beige sedan with a price tag in a used-car lot with bunting on the other.",
  },
  "blog-balloon": {
    alt: "A hot-air balloon striped in blue, yellow, red and white floating over farmland at sunrise, with a small red car on the road below.",
  },
  "blog-credit-record": {
    alt: "A credit score gauge with its needle in the green, beside a credit report with a bar chart and a tick under a magnifying glass.",
  },
  "blog-budget": {
    alt: "A blue piggy bank on banknotes with a coin dropping into it, stacks of coins, and a card with a spending donut chart and its legend.",
  },
  "blog-insurance": {
    alt: "A shield around a car, circled by hail, repairs, roadside help by phone, a policy document and coins for the excess.",
  },
  "blog-licence-renewal": {
    alt: "A laptop showing an online licence renewal with two of three steps done, a licence disc circled by renewal arrows, and a desk calendar.",
  },
});

export type ImageName = keyof typeof images;

export const imageNames = Object.keys(images) as ImageName[];

export function isImageName(name: string): name is ImageName {
  return Object.hasOwn(images, name);
}
