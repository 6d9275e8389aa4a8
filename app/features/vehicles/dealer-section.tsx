import { phoneHref, type DealerContact } from "~/lib/vehicles/dealer-contact";
import { SpecList, type SpecListItem } from "~/ui/spec-list/spec-list";
import { VehicleCard } from "./vehicle-card";
import type { VehicleCardView } from "./vehicle-view";

/**
 * The dealer who sells the car, on the car's page: its name and town from the listing, its phone number and
 * opening hours where an operator has set them, and (while the car is for sale) up to four more of its cars.
 * Without a phone number the buyer is offered the call-back form, which reaches the dealer through us.
 */
export function DealerSection({
  dealer,
  cars,
  available,
}: {
  readonly dealer: DealerContact;
  readonly cars: readonly VehicleCardView[];
  readonly available: boolean;
}) {
  const items: SpecListItem[] = [
    { label: "Dealer", value: dealer.name },
    { label: "Town", value: dealer.town },
  ];
  if (dealer.phone) items.push({ label: "Phone", value: <a href={phoneHref(dealer.phone)}>{dealer.phone}</a> });
  if (dealer.openingHours) items.push({ label: "Opening hours", value: dealer.openingHours });
  return (
    <section className="vehicle-page__section vehicle-page__dealer" aria-labelledby="dealer-heading">
      <h2 id="dealer-heading">The dealer</h2>
      <SpecList items={items} />
      {available && !dealer.phone && (
        <p>
          To speak to the dealer about this car, <a href="#call-me-back">ask us to call you back</a>: we pass your
          request to {dealer.name}.
        </p>
      )}
      {cars.length > 0 && (
        <>
          <h3 className="vehicle-page__dealer-cars-heading">{`More cars from ${dealer.name}`}</h3>
          <ul className="vehicle-results__list">
            {cars.map((other) => (
              <li key={other.id}>
                <VehicleCard car={other} headingLevel={4} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
