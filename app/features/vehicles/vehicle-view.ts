import type { ImageEntry } from "~/content/image-entry";
import { vehicleImage } from "~/content/vehicle-images";
import { formatRand } from "~/lib/format/currency";
import { formatDate } from "~/lib/format/date";
import { formatPercentage } from "~/lib/format/percentage";
import { DEFAULT_MONTHLY_SERVICE_FEE, DEFAULT_INITIATION_FEE } from "~/lib/finance/vehicle-finance";
import {
  LISTING_FINANCE_ASSUMPTIONS,
  listingDeposit,
  listingFinance,
  listingMonthlyInstalment,
} from "~/lib/vehicles/listing-instalment";
import {
  BODY_TYPE_LABELS,
  formatKilometres,
  FUEL_LABELS,
  PROVINCE_LABELS,
  TRANSMISSION_LABELS,
  vehicleName,
  type BodyType,
  type Vehicle,
  type VehicleStatus,
} from "~/lib/vehicles/vehicle-facts";

/**
 * A listing as the pages show it: every figure worked out and formatted on the server (in the loaders),
 * so the browser receives words and never the finance formula or the listing data behind them.
 */
export interface VehicleCardView {
  readonly id: number;
  readonly path: string;
  /** "2021 Toyota Hilux" */
  readonly name: string;
  readonly variant: string;
  readonly bodyType: BodyType;
  /** The drawing of the car's body type in its listed colour, chosen here so the browser never needs the list. */
  readonly image: ImageEntry;
  readonly facts: readonly string[];
  readonly place: string;
  readonly price: string;
  /** The example monthly instalment under LISTING_FINANCE_ASSUMPTIONS ("R 7 123.45"). */
  readonly instalment: string;
  readonly status: VehicleStatus;
}

export function vehicleCardView(vehicle: Vehicle): VehicleCardView {
  return {
    id: vehicle.id,
    path: vehicle.path,
    name: vehicleName(vehicle),
    variant: vehicle.variant,
    bodyType: vehicle.bodyType,
    image: vehicleImage(vehicle.bodyType, vehicle.colour),
    facts: [formatKilometres(vehicle.mileageKm), TRANSMISSION_LABELS[vehicle.transmission], FUEL_LABELS[vehicle.fuel]],
    place: [vehicle.town, PROVINCE_LABELS[vehicle.province]].filter(Boolean).join(", "),
    price: formatRand(vehicle.price),
    instalment: formatRand(listingMonthlyInstalment(vehicle.price)),
    status: vehicle.status,
  };
}

/** The car page's spec list, label by label. */
export function vehicleSpecs(vehicle: Vehicle): readonly { readonly label: string; readonly value: string }[] {
  const listed = new Date(vehicle.listedAt);
  return [
    { label: "Make", value: vehicle.make },
    { label: "Model", value: vehicle.model },
    ...(vehicle.variant ? [{ label: "Variant", value: vehicle.variant }] : []),
    { label: "Year", value: String(vehicle.year) },
    { label: "Mileage", value: formatKilometres(vehicle.mileageKm) },
    { label: "Body type", value: BODY_TYPE_LABELS[vehicle.bodyType] },
    { label: "Fuel", value: FUEL_LABELS[vehicle.fuel] },
    { label: "Transmission", value: TRANSMISSION_LABELS[vehicle.transmission] },
    ...(vehicle.colour ? [{ label: "Colour", value: vehicle.colour }] : []),
    {
      label: "Location",
      value: [vehicle.town, PROVINCE_LABELS[vehicle.province]].filter(Boolean).join(", "),
    },
    // The dealer's internal code is ours and the feed's, not the buyer's: the page names the dealer only.
    { label: "Dealer", value: vehicle.dealer.name },
    {
      label: "Listed",
      // The site's one date format for copy ("28 October 2026"), the day in South Africa.
      value: formatDate(listed),
    },
  ];
}

/** The words that state the listing figure's assumptions, once per page. */
export function listingAssumptionsText(): string {
  const { depositPercent, termMonths, annualRatePercent, balloonPercent } = LISTING_FINANCE_ASSUMPTIONS;
  return [
    `Monthly figures are examples, not offers: a ${depositPercent}% deposit, ${termMonths} months at`,
    `${formatPercentage(annualRatePercent)} a year,`,
    balloonPercent === 0 ? "no balloon payment," : `a ${balloonPercent}% balloon payment,`,
    `the initiation fee (at most ${formatRand(DEFAULT_INITIATION_FEE)}) added to the amount financed and a monthly`,
    `service fee of ${formatRand(DEFAULT_MONTHLY_SERVICE_FEE)}, the most the National Credit Act allows.`,
    "Your own rate and instalment depend on your credit profile, and all finance is subject to credit approval.",
  ].join(" ");
}

/**
 * The listing figure of a car's page worked out line by line, in the words the calculators and the
 * National Credit Act use: what is financed, what it costs and what is repaid in all.
 */
export function listingExample(price: number): readonly { readonly label: string; readonly value: string }[] {
  const { depositPercent, termMonths, annualRatePercent } = LISTING_FINANCE_ASSUMPTIONS;
  const finance = listingFinance(price);
  return [
    { label: "Purchase price", value: formatRand(price) },
    { label: `Deposit (${depositPercent}%)`, value: formatRand(finance.deposit) },
    { label: "Initiation fee, financed", value: formatRand(finance.initiationFee) },
    { label: "Amount financed", value: formatRand(finance.amountFinanced) },
    { label: "Term and interest rate", value: `${termMonths} months at ${formatPercentage(annualRatePercent)} a year` },
    { label: "Monthly service fee", value: formatRand(finance.monthlyServiceFee) },
    { label: "Monthly instalment, fee included", value: formatRand(finance.monthlyInstalment) },
    // The last instalment settles the balance to the cent, so it can differ from the others by a few cents.
    ...(finance.finalInstalment === finance.monthlyInstalment
      ? []
      : [{ label: "Final instalment", value: formatRand(finance.finalInstalment) }]),
    { label: "Interest", value: formatRand(finance.totalInterest) },
    { label: "Cost of credit, excluding insurance", value: formatRand(finance.costOfCredit) },
    { label: "Total repayable", value: formatRand(finance.totalRepayable) },
  ];
}

/** The vehicle instalment calculator's query for this car: its price and the listing figure's deposit. */
export function financeThisCarQuery(price: number): string {
  return new URLSearchParams({
    "vehicle-price": String(price),
    "vehicle-deposit": String(listingDeposit(price)),
  }).toString();
}
