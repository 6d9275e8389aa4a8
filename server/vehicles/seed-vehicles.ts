import type { BodyType, Fuel, Province, Transmission } from "../../app/lib/vehicles/vehicle-facts";
import type { VehicleInput } from "../../app/lib/vehicles/vehicle-search";

/**
 * Listings for the first start (and for the benchmark), made by a generator with a fixed seed: the same
 * seed gives the same cars, so pages and tests are repeatable. No row is typed by hand and no person's
 * data is in them; dealers are named after their town. Models are ones South Africans buy in numbers;
 * prices start from a rounded new price of the model and fall with age and mileage, as used-car prices do.
 */

interface ModelLine {
  readonly make: string;
  readonly model: string;
  readonly bodyType: BodyType;
  /** How often the model comes up, relative to the others (best sellers most). */
  readonly weight: number;
  /** First model year sold in South Africa in this generator's range. */
  readonly since: number;
  readonly variants: readonly {
    readonly name: string;
    readonly fuel: Fuel;
    readonly transmission: Transmission;
    /** Rounded new price in rand of a recent model year. */
    readonly newPrice: number;
  }[];
}

const m = (
  make: string,
  model: string,
  bodyType: BodyType,
  weight: number,
  since: number,
  variants: ModelLine["variants"],
): ModelLine => ({ make, model, bodyType, weight, since, variants });

const v = (name: string, fuel: Fuel, transmission: Transmission, newPrice: number) => ({
  name,
  fuel,
  transmission,
  newPrice,
});

export const SEED_MODELS: readonly ModelLine[] = [
  m("Toyota", "Hilux", "bakkie", 10, 2016, [
    v("2.4 GD-6 Raider double cab", "diesel", "manual", 690_000),
    v("2.8 GD-6 Legend double cab", "diesel", "automatic", 860_000),
    v("2.0 VVTi single cab", "petrol", "manual", 420_000),
  ]),
  m("Toyota", "Corolla Cross", "suv", 8, 2021, [
    v("1.8 XS", "petrol", "automatic", 450_000),
    v("1.8 Hybrid XR", "hybrid", "automatic", 560_000),
  ]),
  m("Toyota", "Starlet", "hatchback", 6, 2020, [
    v("1.5 Xi", "petrol", "manual", 250_000),
    v("1.5 XR", "petrol", "automatic", 300_000),
  ]),
  m("Toyota", "Fortuner", "suv", 4, 2016, [
    v("2.4 GD-6 4x2", "diesel", "automatic", 700_000),
    v("2.8 GD-6 VX 4x4", "diesel", "automatic", 900_000),
  ]),
  m("Toyota", "Quantum", "van", 2, 2016, [v("2.5 D-4D 14-seater", "diesel", "manual", 620_000)]),
  m("Volkswagen", "Polo Vivo", "hatchback", 9, 2015, [
    v("1.4 Trendline", "petrol", "manual", 270_000),
    v("1.0 TSI GT", "petrol", "manual", 340_000),
  ]),
  m("Volkswagen", "Polo", "hatchback", 6, 2015, [
    v("1.0 TSI Life", "petrol", "manual", 380_000),
    v("1.0 TSI R-Line", "petrol", "automatic", 440_000),
  ]),
  m("Volkswagen", "T-Cross", "suv", 3, 2019, [v("1.0 TSI Life", "petrol", "automatic", 470_000)]),
  m("Volkswagen", "Amarok", "bakkie", 2, 2016, [v("2.0 BiTDI Highline double cab", "diesel", "automatic", 880_000)]),
  m("Suzuki", "Swift", "hatchback", 8, 2018, [
    v("1.2 GL", "petrol", "manual", 220_000),
    v("1.2 GLX", "petrol", "automatic", 260_000),
  ]),
  m("Suzuki", "Ertiga", "mpv", 3, 2019, [v("1.5 GL", "petrol", "manual", 290_000)]),
  m("Suzuki", "Jimny", "suv", 2, 2019, [v("1.5 GLX AllGrip", "petrol", "manual", 400_000)]),
  m("Ford", "Ranger", "bakkie", 8, 2016, [
    v("2.0 SiT XL double cab", "diesel", "manual", 620_000),
    v("2.0 BiT Wildtrak double cab", "diesel", "automatic", 900_000),
  ]),
  m("Ford", "Everest", "suv", 2, 2016, [v("2.0 BiT XLT", "diesel", "automatic", 880_000)]),
  m("Isuzu", "D-Max", "bakkie", 6, 2017, [
    v("1.9 Ddi HR single cab", "diesel", "manual", 420_000),
    v("3.0 Ddi LSE double cab", "diesel", "automatic", 800_000),
  ]),
  m("Hyundai", "Grand i10", "hatchback", 4, 2015, [v("1.2 Fluid", "petrol", "manual", 250_000)]),
  m("Hyundai", "i20", "hatchback", 3, 2015, [v("1.2 Motion", "petrol", "manual", 330_000)]),
  m("Hyundai", "Creta", "suv", 3, 2017, [v("1.5 Executive", "petrol", "automatic", 470_000)]),
  m("Hyundai", "Tucson", "suv", 2, 2016, [v("2.0 Premium", "petrol", "automatic", 620_000)]),
  m("Hyundai", "Staria", "van", 1, 2022, [v("2.2D Executive 9-seater", "diesel", "automatic", 950_000)]),
  m("Kia", "Picanto", "hatchback", 4, 2015, [v("1.0 Street", "petrol", "manual", 230_000)]),
  m("Kia", "Sonet", "suv", 3, 2021, [v("1.5 LX", "petrol", "automatic", 360_000)]),
  m("Kia", "Seltos", "suv", 2, 2020, [v("1.5 EX", "petrol", "automatic", 480_000)]),
  m("Kia", "Sportage", "suv", 2, 2016, [v("2.0 EX", "petrol", "automatic", 620_000)]),
  m("Nissan", "Navara", "bakkie", 4, 2017, [v("2.5DDTi SE double cab", "diesel", "manual", 600_000)]),
  m("Nissan", "Magnite", "suv", 3, 2021, [v("1.0 Acenta", "petrol", "manual", 300_000)]),
  m("Nissan", "X-Trail", "suv", 1, 2016, [v("2.5 Acenta 4x4", "petrol", "automatic", 650_000)]),
  m("Renault", "Kwid", "hatchback", 4, 2016, [v("1.0 Climber", "petrol", "manual", 210_000)]),
  m("Renault", "Kiger", "suv", 2, 2021, [v("1.0 Zen", "petrol", "manual", 290_000)]),
  m("Haval", "Jolion", "suv", 3, 2021, [
    v("1.5T City", "petrol", "manual", 360_000),
    v("1.5 HEV Super Luxury", "hybrid", "automatic", 500_000),
  ]),
  m("Chery", "Tiggo 4 Pro", "suv", 3, 2022, [v("1.5 LIT", "petrol", "manual", 330_000)]),
  m("Mahindra", "Pik Up", "bakkie", 2, 2016, [v("2.2 mHawk S6 double cab", "diesel", "manual", 430_000)]),
  m("BMW", "3 Series", "sedan", 3, 2016, [
    v("320i M Sport", "petrol", "automatic", 950_000),
    v("320d", "diesel", "automatic", 960_000),
  ]),
  m("BMW", "X3", "suv", 2, 2016, [v("xDrive20d", "diesel", "automatic", 1_150_000)]),
  m("BMW", "4 Series", "coupe", 1, 2017, [v("420i Coupé M Sport", "petrol", "automatic", 1_050_000)]),
  m("BMW", "iX1", "suv", 1, 2023, [v("eDrive20", "electric", "automatic", 980_000)]),
  m("Mercedes-Benz", "C-Class", "sedan", 3, 2016, [v("C200", "petrol", "automatic", 1_000_000)]),
  m("Mercedes-Benz", "A-Class", "hatchback", 2, 2016, [v("A200", "petrol", "automatic", 760_000)]),
  m("Mercedes-Benz", "GLC", "suv", 2, 2016, [v("GLC 300d 4MATIC", "diesel", "automatic", 1_250_000)]),
  m("Mercedes-Benz", "C-Class Coupé", "coupe", 1, 2016, [v("C200 Coupé", "petrol", "automatic", 1_050_000)]),
  m("Audi", "A3", "sedan", 1, 2016, [v("Sedan 35 TFSI", "petrol", "automatic", 700_000)]),
  m("Ford", "Mustang", "coupe", 1, 2016, [v("5.0 GT Fastback", "petrol", "automatic", 1_200_000)]),
  m("Toyota", "Rumion", "mpv", 2, 2022, [v("1.5 S", "petrol", "manual", 300_000)]),
  m("Toyota", "Corolla", "sedan", 2, 2016, [v("1.8 XS", "petrol", "automatic", 430_000)]),
];

/** Towns with the province each lies in; dealers are named after their town. */
export const SEED_TOWNS: readonly (readonly [Province, readonly string[]])[] = [
  ["gauteng", ["Johannesburg", "Pretoria", "Centurion", "Midrand", "Boksburg", "Roodepoort"]],
  ["western-cape", ["Cape Town", "Bellville", "Stellenbosch", "George", "Paarl"]],
  ["kwazulu-natal", ["Durban", "Pietermaritzburg", "Umhlanga", "Richards Bay", "Ballito"]],
  ["eastern-cape", ["Gqeberha", "East London", "Mthatha"]],
  ["free-state", ["Bloemfontein", "Welkom", "Bethlehem"]],
  ["limpopo", ["Polokwane", "Tzaneen", "Mokopane"]],
  ["mpumalanga", ["Mbombela", "eMalahleni", "Middelburg", "Secunda"]],
  ["northern-cape", ["Kimberley", "Upington"]],
  ["north-west", ["Rustenburg", "Mahikeng", "Potchefstroom", "Klerksdorp"]],
];

/** How many dealers' listings come from each province, roughly as the car market divides. */
const PROVINCE_WEIGHTS: Readonly<Record<Province, number>> = {
  gauteng: 36,
  "western-cape": 16,
  "kwazulu-natal": 15,
  "eastern-cape": 7,
  "free-state": 5,
  limpopo: 6,
  mpumalanga: 7,
  "northern-cape": 3,
  "north-west": 5,
};

const COLOURS = ["White", "Silver", "Grey", "Black", "Blue", "Red", "Bronze", "Glacier white", "Graphite grey"];
const DEALER_KINDS = ["Motors", "Auto Centre", "Pre-Owned", "Car Mart"];

/** The year the seed counts ages from, fixed so that the same seed gives the same cars every year. */
export const SEED_REFERENCE_YEAR = 2026;

export const DEFAULT_VEHICLE_SEED = 20_261_123;

/** A small, fast generator of numbers in [0, 1) from a 32-bit seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pickWeighted<T>(random: () => number, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let left = random() * total;
  for (const item of items) {
    left -= weight(item);
    if (left < 0) return item;
  }
  return items[items.length - 1] as T;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/**
 * A used car's asking price: the new price, less about 15% in the first year and 10% a year after that,
 * less a little more for mileage above 20 000 km a year (or a little less below it), rounded the way
 * dealers price (R 349 900).
 */
export function seedPrice(newPrice: number, age: number, mileageKm: number, random: () => number): number {
  const ageFactor = age === 0 ? 0.97 : 0.85 * 0.9 ** (age - 1);
  const expectedKm = Math.max(age, 0.5) * 20_000;
  const mileageFactor = Math.min(1.08, Math.max(0.8, 1 - ((mileageKm - expectedKm) / 100_000) * 0.06));
  const noise = 0.94 + random() * 0.12;
  const price = newPrice * ageFactor * mileageFactor * noise;
  return Math.max(30_000, Math.round(price / 5_000) * 5_000 - 100);
}

/** `count` listings from `seed`; the same arguments always give the same listings. */
export function generateSeedVehicles(count: number, seed: number = DEFAULT_VEHICLE_SEED): VehicleInput[] {
  const random = seededRandom(seed);
  const provinces = SEED_TOWNS.map(([province]) => province);
  const listings: VehicleInput[] = [];
  for (let index = 0; index < count; index += 1) {
    // Every province has cars: the first nine listings go one to each.
    const province =
      index < provinces.length
        ? (provinces[index] as Province)
        : pickWeighted(random, provinces, (p) => PROVINCE_WEIGHTS[p]);
    const towns = SEED_TOWNS.find(([p]) => p === province)?.[1] ?? [];
    const town = pick(random, towns);
    const line = pickWeighted(random, SEED_MODELS, (model) => model.weight);
    const variant = pick(random, line.variants);
    const year = line.since + Math.floor(random() * (SEED_REFERENCE_YEAR - line.since + 1));
    const age = SEED_REFERENCE_YEAR - year;
    const mileageKm =
      age === 0
        ? Math.round(random() * 50) * 100
        : Math.round((age * (12_000 + random() * 18_000) + random() * 8_000) / 100) * 100;
    const dealerIndex = towns.indexOf(town) * DEALER_KINDS.length + Math.floor(random() * 2);
    const kind = DEALER_KINDS[dealerIndex % DEALER_KINDS.length] as string;
    const townCode = town
      .replace(/[^A-Za-z]/g, "")
      .slice(0, 3)
      .toUpperCase();
    listings.push({
      make: line.make,
      model: line.model,
      variant: variant.name,
      year,
      mileageKm,
      price: seedPrice(variant.newPrice, age, mileageKm, random),
      province,
      bodyType: line.bodyType,
      fuel: variant.fuel,
      transmission: variant.transmission,
      colour: pick(random, COLOURS),
      dealer: `${town} ${kind}`,
      dealerCode: `UF-${townCode}-${String(100 + (dealerIndex % 40)).padStart(3, "0")}`,
      town,
    });
  }
  return listings;
}

/** How many listings the first start seeds. */
export const SEED_VEHICLE_COUNT = 320;
