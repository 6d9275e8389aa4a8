import { canonicalUrl } from "~/lib/seo/canonical-url";
import type { JsonLdObject } from "./structured-data";
import {
  BODY_TYPE_LABELS,
  FUEL_LABELS,
  PROVINCE_LABELS,
  TRANSMISSION_LABELS,
  type Vehicle,
} from "~/lib/vehicles/vehicle-facts";

const AVAILABILITY = {
  available: "https://schema.org/InStock",
  sold: "https://schema.org/SoldOut",
  withdrawn: "https://schema.org/Discontinued",
} as const;

/** schema.org `Car` with its `Offer`: what the car's page shows, nothing more. */
export function carData(vehicle: Vehicle, origin: string, imageSrc: string): JsonLdObject {
  const url = canonicalUrl(origin, vehicle.path);
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: `${vehicle.year} ${vehicle.make} ${vehicle.model}${vehicle.variant ? ` ${vehicle.variant}` : ""}`,
    url,
    image: imageSrc.startsWith("http") ? imageSrc : `${origin}${imageSrc}`,
    brand: { "@type": "Brand", name: vehicle.make },
    model: vehicle.model,
    vehicleModelDate: String(vehicle.year),
    mileageFromOdometer: { "@type": "QuantitativeValue", value: vehicle.mileageKm, unitCode: "KMT" },
    bodyType: BODY_TYPE_LABELS[vehicle.bodyType],
    fuelType: FUEL_LABELS[vehicle.fuel],
    vehicleTransmission: TRANSMISSION_LABELS[vehicle.transmission],
    ...(vehicle.colour ? { color: vehicle.colour } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: vehicle.price,
      priceCurrency: "ZAR",
      availability: AVAILABILITY[vehicle.status],
      seller: {
        "@type": "AutoDealer",
        name: vehicle.dealer.name,
        address: {
          "@type": "PostalAddress",
          ...(vehicle.town ? { addressLocality: vehicle.town } : {}),
          addressRegion: PROVINCE_LABELS[vehicle.province],
          addressCountry: "ZA",
        },
      },
    },
  };
}
