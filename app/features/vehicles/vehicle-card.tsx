import { Fragment } from "react";
import { Link } from "react-router";
import { HYPHENATED_WORD, KeepWhole } from "~/ui/keep-whole/keep-whole";
import type { VehicleCardView } from "./vehicle-view";

/**
 * One car in a list of results: its drawing, name and variant as a link to its page, the facts a buyer
 * compares first, the price and the example monthly instalment (its assumptions are stated once on the page).
 */
export function VehicleCard({
  car,
  headingLevel = 3,
}: {
  readonly car: VehicleCardView;
  readonly headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const { image } = car;
  return (
    <article className="vehicle-card" data-vehicle-id={car.id}>
      {/* The drawing shows only the body shape, in the car's colour, and the heading names the car:
          decorative here. */}
      <img
        className="vehicle-card__image"
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
      <div className="vehicle-card__body">
        <Heading className="vehicle-card__title">
          <Link to={car.path} className="vehicle-card__link">
            {/* "Mercedes-Benz" is not split at its hyphen while it fits on a line. */}
            <KeepWhole text={car.name} pattern={HYPHENATED_WORD} unlessTooLong />
          </Link>
        </Heading>
        {car.variant && <p className="vehicle-card__variant">{car.variant}</p>}
        <p className="vehicle-card__facts">
          {/* Each fact whole, its separator kept at the end of its line: a narrow card never starts a line
              with "· Diesel" or splits "114 700 km". */}
          {car.facts.map((fact, index) => (
            <Fragment key={fact}>
              {index > 0 && " "}
              <span className="keep-whole">{index < car.facts.length - 1 ? `${fact} ·` : fact}</span>
            </Fragment>
          ))}
        </p>
        <p className="vehicle-card__place">
          {/* "KwaZulu-Natal" stays whole rather than break at its hyphen. */}
          {car.place.split(", ").map((part, index) => (
            <Fragment key={part}>
              {index > 0 && ", "}
              <span className="keep-whole">{part}</span>
            </Fragment>
          ))}
        </p>
        <p className="vehicle-card__price" data-figure="price">
          {car.price}
        </p>
        <p className="vehicle-card__instalment" data-figure="instalment">
          from{" "}
          <span className="vehicle-card__per-month">
            <strong>{car.instalment}</strong> p/m<span aria-hidden="true">*</span>
          </span>
        </p>
      </div>
    </article>
  );
}
