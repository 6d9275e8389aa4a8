import { useState, type ChangeEvent, type FormEvent, type SyntheticEvent } from "react";
import { Form, Link, useSubmit } from "react-router";
import { formatRand } from "~/lib/format/currency";
import {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  FIND_A_CAR_PATH,
  formatKilometres,
  FUEL_LABELS,
  FUELS,
  PROVINCE_LABELS,
  PROVINCES,
  TRANSMISSION_LABELS,
  TRANSMISSIONS,
  VEHICLE_SORT_LABELS,
  VEHICLE_SORTS,
  type VehicleFacets,
} from "~/lib/vehicles/vehicle-facts";
import { buttonClassName } from "~/ui/button/button-style";
import { RESULTS_ID } from "./results-anchor";
import { Icon } from "~/ui/icon/icon";
import "./vehicles.css";

/** The search as the form shows it: each field's text, "" where the visitor chose nothing. */
export type SearchFormValues = Readonly<Record<SearchFormField, string>>;
export type SearchFormField =
  | "q"
  | "make"
  | "bodyType"
  | "fuel"
  | "transmission"
  | "province"
  | "minPrice"
  | "maxPrice"
  | "minYear"
  | "maxMileage"
  | "sort";

const PRICE_STEPS = [
  100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 600_000, 750_000, 1_000_000, 1_500_000,
];
const MILEAGE_STEPS = [10_000, 30_000, 60_000, 100_000, 150_000, 200_000];
/** The price steps as the lowest and highest price choices. */
const PRICE_CHOICES = PRICE_STEPS.map((price) => ({ value: String(price), label: formatRand(price) }));

/** The model years offered as "from": the last fifteen. */
const yearSteps = (newest: number) => Array.from({ length: 15 }, (_, index) => newest - index);

/** The filters kept under "More filters". */
const MORE_FILTERS = ["province", "minPrice", "minYear", "maxMileage", "fuel", "transmission"] as const;

/** Whether the search sets any filter kept under "More filters". */
export const moreFiltersSet = (values: SearchFormValues): boolean => MORE_FILTERS.some((name) => values[name] !== "");

interface Choice {
  readonly value: string;
  readonly label: string;
}

const withCount = (label: string, count: number | undefined) => `${label} (${count ?? 0})`;

function Choose({
  name,
  label,
  any,
  choices,
  value,
}: {
  readonly name: SearchFormField;
  readonly label: string;
  readonly any: string;
  readonly choices: readonly Choice[];
  readonly value: string;
}) {
  const id = `find-a-car-${name}`;
  return (
    <div className="vehicle-search__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} className="vehicle-search__control">
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * After the Search button, the results come into view when they start low on the screen (on a phone they
 * sit under the filters); a changed filter leaves the page where it is, as the visitor may change another.
 * Focus stays on the button; the results' count is announced as it changes.
 */
function showResults() {
  const results = document.getElementById(RESULTS_ID);
  if (results && results.getBoundingClientRect().top > window.innerHeight * 0.6)
    results.scrollIntoView({ block: "start" });
}

/**
 * The search form: a GET form, so it works without JavaScript and every search is an address to share.
 * With JavaScript a changed choice submits it at once through the router (replacing the history entry and
 * keeping the scroll position), and the loader answers with the new results.
 */
export function VehicleSearchForm({
  values,
  facets,
  newestYear,
}: {
  readonly values: SearchFormValues;
  readonly facets: VehicleFacets;
  readonly newestYear: number;
}) {
  const submit = useSubmit();
  // Held here, outside the form that is made afresh for each search, so "More filters" stays as the
  // visitor left it when another choice changes the search.
  const [moreOpen, setMoreOpen] = useState(() => moreFiltersSet(values));
  const onMoreToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setMoreOpen(event.currentTarget.open);
  // Filters left alone are left out of the address, so a shared search reads cleanly.
  const search = (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form))
      if (typeof value === "string" && value.trim() !== "") query.append(name, value);
    if (query.get("sort") === "newest") query.delete("sort");
    return submit(query, { method: "get", action: FIND_A_CAR_PATH, replace: true, preventScrollReset: true });
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLSelectElement) void search(event.currentTarget);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search(event.currentTarget).then(showResults);
  };
  const makes = Object.keys(facets.make);
  if (values.make && !makes.some((make) => make.toLowerCase() === values.make.toLowerCase())) makes.push(values.make);
  // Forms keep their own field state: a fresh form whenever the search changes under it (back, a facet link).
  const key = JSON.stringify(values);
  return (
    <Form
      key={key}
      method="get"
      action={FIND_A_CAR_PATH}
      replace
      preventScrollReset
      className="vehicle-search"
      aria-label="Search cars for sale"
      onChange={onChange}
      onSubmit={onSubmit}
    >
      <div className="vehicle-search__field vehicle-search__field--wide">
        <label htmlFor="find-a-car-q">Make, model or variant</label>
        <input
          id="find-a-car-q"
          name="q"
          type="search"
          defaultValue={values.q}
          maxLength={80}
          placeholder="For example Hilux Legend"
          className="vehicle-search__control"
        />
      </div>
      <Choose
        name="make"
        label="Make"
        any="Any make"
        value={values.make}
        choices={makes.map((make) => ({ value: make, label: withCount(make, facets.make[make]) }))}
      />
      <Choose
        name="bodyType"
        label="Body type"
        any="Any type"
        value={values.bodyType}
        choices={BODY_TYPES.map((type) => ({
          value: type,
          label: withCount(BODY_TYPE_LABELS[type], facets.bodyType[type]),
        }))}
      />
      <Choose name="maxPrice" label="Highest price" any="No maximum" value={values.maxPrice} choices={PRICE_CHOICES} />
      <div className="vehicle-search__field">
        <label htmlFor="find-a-car-sort">Sort by</label>
        <select
          id="find-a-car-sort"
          name="sort"
          defaultValue={values.sort || "newest"}
          className="vehicle-search__control"
        >
          {VEHICLE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {VEHICLE_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      {/* The filters used less often fold away, so on a phone the first cars are not a screen of filters
          below; open from the start when one of them is set. A native disclosure: it works without JavaScript. */}
      <details className="vehicle-search__more" open={moreOpen} onToggle={onMoreToggle}>
        <summary className="vehicle-search__more-toggle">
          More filters
          <Icon name="chevron-down" size={16} className="vehicle-search__more-icon" />
        </summary>
        <div className="vehicle-search__more-fields">
          <Choose
            name="province"
            label="Province"
            any="All provinces"
            value={values.province}
            choices={PROVINCES.map((province) => ({
              value: province,
              label: withCount(PROVINCE_LABELS[province], facets.province[province]),
            }))}
          />
          <Choose
            name="minPrice"
            label="Lowest price"
            any="No minimum"
            value={values.minPrice}
            choices={PRICE_CHOICES}
          />
          <Choose
            name="minYear"
            label="Year from"
            any="Any year"
            value={values.minYear}
            choices={yearSteps(newestYear).map((year) => ({ value: String(year), label: String(year) }))}
          />
          <Choose
            name="maxMileage"
            label="Mileage up to"
            any="Any mileage"
            value={values.maxMileage}
            choices={MILEAGE_STEPS.map((km) => ({ value: String(km), label: formatKilometres(km) }))}
          />
          <Choose
            name="fuel"
            label="Fuel"
            any="Any fuel"
            value={values.fuel}
            choices={FUELS.map((fuel) => ({ value: fuel, label: FUEL_LABELS[fuel] }))}
          />
          <Choose
            name="transmission"
            label="Gearbox"
            any="Any gearbox"
            value={values.transmission}
            choices={TRANSMISSIONS.map((transmission) => ({
              value: transmission,
              label: TRANSMISSION_LABELS[transmission],
            }))}
          />
        </div>
      </details>
      <div className="vehicle-search__actions">
        <button type="submit" className={buttonClassName({ theme: "action" })}>
          Search
        </button>
        <Link to={FIND_A_CAR_PATH} className="vehicle-search__clear" preventScrollReset replace>
          Clear all filters
        </Link>
      </div>
    </Form>
  );
}
