import { keepDataWhileCalculating } from "~/features/calculators/shared/calculator-revalidation";
import { useState } from "react";
import { data, Link, redirect, useSearchParams } from "react-router";
import { brand } from "~/content/brand";
import { sitePages } from "~/content/site-pages";
import { VehicleInstalmentCalculator } from "~/features/calculators/deferred-calculators";
import { DeferredCallMeBackForm } from "~/features/leads/deferred-call-me-back-form";
import { headMeta } from "~/features/seo/page-meta";
import type { RouteTrailHandle } from "~/content/page-handle";
import { VehicleCard } from "~/features/vehicles/vehicle-card";
import {
  financeThisCarQuery,
  listingAssumptionsText,
  listingExample,
  vehicleCardView,
  vehicleSpecs,
} from "~/features/vehicles/vehicle-view";
import type { DealerContact } from "~/lib/vehicles/dealer-contact";
import { DealerSection } from "~/features/vehicles/dealer-section";
import { applyHref } from "~/lib/applications/apply-link";
import { FIND_A_CAR_PATH, vehicleIdOfSlug, vehicleName, type Vehicle } from "~/lib/vehicles/vehicle-facts";
import { paintOf } from "~/lib/vehicles/vehicle-paint";
import { Illustration } from "~/ui/illustration/illustration";
import { SpecList } from "~/ui/spec-list/spec-list";
import { buttonClassName } from "~/ui/button/button-style";
import { FIGURE, HYPHENATED_WORD, KeepWhole } from "~/ui/keep-whole/keep-whole";
import "~/features/vehicles/vehicles.css";
import type { Route } from "./+types/find-a-car--car";
import { siteContext } from "~/load-context";

/** The section of the page the calculator is in; "Finance this car" links to it. */
const FINANCE_ANCHOR = "finance-this-car";
/** How many similar cars a sold or withdrawn car's page suggests. */
const SIMILAR_COUNT = 4;
/** How many of the dealer's other cars a car's page shows. */
const DEALER_CARS_COUNT = 4;

/** A car's page (/find-a-car/:id-slug): its title, description and breadcrumbs come from the listing. */
export const handle: RouteTrailHandle = {
  trail: (loaderData) => {
    const car = (loaderData as { car?: { readonly name: string; readonly path: string } } | undefined)?.car;
    if (!car) return undefined;
    return [
      { name: "Home", path: "/" },
      { name: sitePages.findACar.title, path: FIND_A_CAR_PATH },
      { name: car.name, path: car.path },
    ];
  },
};

// Without a car the loader throws, and the root's error page gives the head.
export const meta: Route.MetaFunction = (args) => {
  const car = args.loaderData?.car;
  if (!car) return [];
  // A sold or withdrawn car's page stays reachable from old links, but is not one to find in a search engine.
  return headMeta({ title: car.name, description: car.description, indexable: car.available }, args);
};

export async function loader({ params, url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  const id = vehicleIdOfSlug(params.vehicle);
  const vehicle: Vehicle | undefined = id === undefined ? undefined : await context.vehicles?.get(id);
  if (!vehicle) throw data(null, { status: 404 });
  // One address per car: an old or shortened slug leads to the car's own.
  if (url.pathname.replace(/\/+$/, "") !== vehicle.path) throw redirect(`${vehicle.path}${url.search}`, 301);
  const available = vehicle.status === "available";
  let similar: ReturnType<typeof vehicleCardView>[] = [];
  if (!available && context.vehicles) {
    const found = await context.vehicles
      .search({
        bodyType: vehicle.bodyType,
        minPrice: Math.round(vehicle.price * 0.6),
        maxPrice: Math.round(vehicle.price * 1.4),
        sort: "newest",
        page: 1,
        pageSize: SIMILAR_COUNT,
      })
      .catch(() => undefined);
    similar = found?.vehicles.map(vehicleCardView) ?? [];
  }
  // The dealer's phone and hours, and its other cars, are extras: the page goes without them rather than failing.
  const dealer: DealerContact = (await context.vehicles?.dealerOf(vehicle).catch(() => undefined)) ?? {
    name: vehicle.dealer.name,
    town: vehicle.town,
  };
  const dealerCars = available
    ? ((await context.vehicles?.fromDealer(vehicle, DEALER_CARS_COUNT).catch(() => undefined)) ?? []).map(
        vehicleCardView,
      )
    : [];
  const card = vehicleCardView(vehicle);
  const name = `${vehicleName(vehicle)}${vehicle.variant ? ` ${vehicle.variant}` : ""}`;
  // The dealer's code is an internal key between us and the feed: it stays out of the page and its data.
  const { dealer: listedBy, ...listing } = vehicle;
  return {
    vehicle: { ...listing, dealer: { name: listedBy.name } },
    card,
    specs: vehicleSpecs(vehicle),
    similar,
    dealer,
    dealerCars,
    financeHref: `${vehicle.path}?${financeThisCarQuery(vehicle.price)}#${FINANCE_ANCHOR}`,
    assumptions: listingAssumptionsText(),
    example: available ? listingExample(vehicle.price) : [],
    car: {
      id: vehicle.id,
      name,
      path: vehicle.path,
      available,
      // Whether the drawing is in the car's listed colour, or (a colour the palette has no word for) the
      // body type's own.
      painted: paintOf(vehicle.colour) !== undefined,
      description: available
        ? `${name} for sale at ${card.price} in ${card.place}, ${card.facts[0]}. From ${card.instalment} a month on finance.`
        : `${name} in ${card.place} is no longer for sale. See similar cars for sale with finance from ${brand.name}.`,
    },
  };
}

/**
 * Whether the page shows the calculator: once "Finance this car" has put the car's price in the address.
 * Read from the address in the page rather than by the loader, because typing in the calculator rewrites
 * the query without loading the page's data again; and once shown it stays, so a price typed back to the
 * calculator's default (which leaves the address) does not take the calculator away mid-typing.
 */
function useFinancing(vehicleId: number): boolean {
  const [searchParams] = useSearchParams();
  const requested = searchParams.has("vehicle-price");
  // The car the calculator was last shown for.
  const [shownFor, setShownFor] = useState(requested ? vehicleId : undefined);
  if (requested && shownFor !== vehicleId) setShownFor(vehicleId);
  return requested || shownFor === vehicleId;
}

export default function CarPage({ loaderData }: Route.ComponentProps) {
  const { vehicle, card, specs, similar, dealer, dealerCars, car, financeHref, assumptions, example } = loaderData;
  const financing = useFinancing(vehicle.id);
  const { image } = card;
  const status =
    vehicle.status === "sold"
      ? "This car has been sold and is no longer available."
      : vehicle.status === "withdrawn"
        ? "The dealer has withdrawn this car: it is no longer available."
        : undefined;
  return (
    <article className="container vehicle-page" data-status={vehicle.status}>
      <div className="vehicle-page__header">
        <div>
          <h1 className="vehicle-page__title">
            <KeepWhole text={card.name} pattern={HYPHENATED_WORD} unlessTooLong />
          </h1>
          {card.variant && <p className="vehicle-page__variant">{card.variant}</p>}
          {status && (
            <p className="vehicle-page__status" role="status">
              {status}
            </p>
          )}
          <p className="vehicle-page__price" data-figure="price">
            {card.price}
          </p>
          {car.available && (
            <p className="vehicle-page__instalment" data-figure="instalment">
              from <strong>{card.instalment}</strong> p/m<span aria-hidden="true">*</span>
            </p>
          )}
          {car.available && (
            <div className="button-row vehicle-page__actions">
              <Link to={financeHref} className={buttonClassName({ theme: "action" })}>
                Finance this car
              </Link>
              <Link
                to={applyHref({ vehicleId: car.id })}
                className={buttonClassName({ theme: "action", outlined: true })}
              >
                Apply for finance
              </Link>
              <a href="#call-me-back" className={buttonClassName({ theme: "info", outlined: true })}>
                Call me back about this car
              </a>
            </div>
          )}
        </div>
        <Illustration {...image} priority className="vehicle-page__image" />
      </div>

      <section className="vehicle-page__section" aria-labelledby="vehicle-specs-heading">
        <h2 id="vehicle-specs-heading">About this car</h2>
        <SpecList items={specs} />
        <p className="vehicle-page__assumptions">
          The dealer lists and sells this car; the finance comes from us, subject to credit approval.{" "}
          {car.painted
            ? "The drawing shows the body type in the listed colour, not this car."
            : "The drawing shows the body type, not this car."}
        </p>
      </section>

      {car.available ? (
        <>
          <section id={FINANCE_ANCHOR} className="vehicle-page__section" aria-labelledby="finance-heading">
            <h2 id="finance-heading">Finance this car</h2>
            {car.available && (
              <p className="vehicle-page__assumptions">
                <span aria-hidden="true">* </span>
                <KeepWhole text={assumptions} pattern={FIGURE} />
              </p>
            )}
            {financing ? (
              <VehicleInstalmentCalculator />
            ) : (
              <>
                <h3 className="vehicle-page__example-heading">The example, worked out</h3>
                <SpecList items={example} className="vehicle-page__example" />
                <p>
                  <Link to={financeHref}>Work out your own instalment for this car</Link> with your deposit, term and
                  balloon.
                </p>
              </>
            )}
          </section>
          <section id="call-me-back" className="vehicle-page__section vehicle-page__call-back">
            <DeferredCallMeBackForm
              product="findACar"
              productTitle={`the ${car.name}`}
              sourcePath={vehicle.path}
              vehicleId={vehicle.id}
              dealerName={vehicle.dealer.name}
              heading="Call me back about this car"
              headingLevel={2}
              align="start"
            />
          </section>
        </>
      ) : (
        <section className="vehicle-page__section" aria-labelledby="similar-heading">
          <h2 id="similar-heading">Similar cars for sale</h2>
          {similar.length > 0 ? (
            <ul className="vehicle-results__list">
              {similar.map((other) => (
                <li key={other.id}>
                  <VehicleCard car={other} />
                </li>
              ))}
            </ul>
          ) : (
            <p>There are no similar cars for sale just now.</p>
          )}
          <p>
            <Link to={`${FIND_A_CAR_PATH}?bodyType=${vehicle.bodyType}`}>See every car of this body type</Link>
          </p>
          {similar.length > 0 && (
            <p className="vehicle-page__assumptions">
              <span aria-hidden="true">* </span>
              <KeepWhole text={assumptions} pattern={FIGURE} />
            </p>
          )}
        </section>
      )}
      <DealerSection dealer={dealer} cars={dealerCars} available={car.available} />
    </article>
  );
}

// Typing in the calculator rewrites the query: the page keeps its data rather than loading it again.
export const shouldRevalidate = keepDataWhileCalculating;
