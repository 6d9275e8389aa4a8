/**
 * The register of the site's illustrations: hand-drawn SVGs in `app/content/images/`, each with a module
 * beside it (`hero-home.ts` for `hero-home.svg`) that imports the drawing as a hashed asset (`?url`), so the
 * build gives it a file name that changes with its content and the server can let browsers keep it for a
 * year, and holds its alt text and size (app/content/image-entry.ts).
 *
 * A page imports its own picture's module (its content's `hero.image`), so a first visit downloads one
 * picture's entry, not the 40 entries and alt texts of the register. The register is for what looks a
 * picture up by name: the server, stored records (a blog post's picture) and the tests.
 */
import heroHome from "./images/hero-home";
import heroBusiness from "./images/hero-business";
import heroSmallBusiness from "./images/hero-small-business";
import heroCorporate from "./images/hero-corporate";
import heroSpecialised from "./images/hero-specialised";
import heroSpecialisedEquipment from "./images/hero-specialised-equipment";
import heroBalloon from "./images/hero-balloon";
import heroPersonalLoan from "./images/hero-personal-loan";
import heroInsurance from "./images/hero-insurance";
import heroMotorcycle from "./images/hero-motorcycle";
import heroLeisure from "./images/hero-leisure";
import heroSolar from "./images/hero-solar";
import heroGraduate from "./images/hero-graduate";
import heroIslamic from "./images/hero-islamic";
import heroGuide from "./images/hero-guide";
import heroFleet from "./images/hero-fleet";
import heroLicence from "./images/hero-licence";
import heroSelling from "./images/hero-selling";
import heroPrivateFinance from "./images/hero-private-finance";
import heroFindACar from "./images/hero-find-a-car";
import heroUsedCarCheck from "./images/hero-used-car-check";
import heroFines from "./images/hero-fines";
import heroPlates from "./images/hero-plates";
import heroArrears from "./images/hero-arrears";
import heroWhy from "./images/hero-why";
import heroSwitch from "./images/hero-switch";
import heroLease from "./images/hero-lease";
import heroSmallBusinessGuide from "./images/hero-small-business-guide";
import heroGraduateGuide from "./images/hero-graduate-guide";
import heroBuyingSteps from "./images/hero-buying-steps";
import heroIslamicBusiness from "./images/hero-islamic-business";
import heroFutureValue from "./images/hero-future-value";
import heroTools from "./images/hero-tools";
import heroBudgetTool from "./images/hero-budget-tool";
import blogNewOrUsed from "./images/blog-new-or-used";
import blogBalloon from "./images/blog-balloon";
import blogCreditRecord from "./images/blog-credit-record";
import blogBudget from "./images/blog-budget";
import blogInsurance from "./images/blog-insurance";
import blogLicenceRenewal from "./images/blog-licence-renewal";
import type { ImageEntry } from "./image-entry";

export type { ImageEntry } from "./image-entry";

export const images = {
  "hero-home": heroHome,
  "hero-business": heroBusiness,
  "hero-small-business": heroSmallBusiness,
  "hero-corporate": heroCorporate,
  "hero-specialised": heroSpecialised,
  "hero-specialised-equipment": heroSpecialisedEquipment,
  "hero-balloon": heroBalloon,
  "hero-personal-loan": heroPersonalLoan,
  "hero-insurance": heroInsurance,
  "hero-motorcycle": heroMotorcycle,
  "hero-leisure": heroLeisure,
  "hero-solar": heroSolar,
  "hero-graduate": heroGraduate,
  "hero-islamic": heroIslamic,
  "hero-guide": heroGuide,
  "hero-fleet": heroFleet,
  "hero-licence": heroLicence,
  "hero-selling": heroSelling,
  "hero-private-finance": heroPrivateFinance,
  "hero-find-a-car": heroFindACar,
  "hero-used-car-check": heroUsedCarCheck,
  "hero-fines": heroFines,
  "hero-plates": heroPlates,
  "hero-arrears": heroArrears,
  "hero-why": heroWhy,
  "hero-switch": heroSwitch,
  "hero-lease": heroLease,
  "hero-small-business-guide": heroSmallBusinessGuide,
  "hero-graduate-guide": heroGraduateGuide,
  "hero-buying-steps": heroBuyingSteps,
  "hero-islamic-business": heroIslamicBusiness,
  "hero-future-value": heroFutureValue,
  "hero-tools": heroTools,
  "hero-budget-tool": heroBudgetTool,
  "blog-new-or-used": blogNewOrUsed,
  "blog-balloon": blogBalloon,
  "blog-credit-record": blogCreditRecord,
  "blog-budget": blogBudget,
  "blog-insurance": blogInsurance,
  "blog-licence-renewal": blogLicenceRenewal,
} as const satisfies Record<string, ImageEntry>;

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
