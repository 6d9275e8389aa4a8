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
import { FOCUS_RESULT_COUNT, RESULTS_ID } from "./results-anchor";
import { useSearchFormValues } from "./search-address";
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
  /** How many cars this choice would find with the other filters as they are; unknown for choices that are not counted. */
  readonly count?: number;
}

/** A counted choice's name: "Bakkie (12)". */
const withCount = (label: string, count: number) => `${label} (${count})`;

/** The id of the sentence that says why some choices cannot be chosen. */
const NO_CARS_HINT_ID = "find-a-car-no-cars-hint";

/**
 * A choice with no cars for the rest of the search cannot be chosen: it would only lead to "No cars match".
 * It stays in the list, dimmed and marked disabled (screen readers say "unavailable" or "dimmed"), with its
 * count of 0 in its name, so the visitor sees the list is whole. The one already chosen stays choosable, so
 * a search that found nothing still shows what was asked for.
 */
const noCars = (choice: Choice, value: string) => choice.count === 0 && choice.value !== value;

function Choose({
  name,
  label,
  any,
  choices,
  value,
  onChange,
}: {
  readonly name: SearchFormField;
  readonly label: string;
  readonly any: string;
  readonly choices: readonly Choice[];
  readonly value: string;
  readonly onChange: (name: SearchFormField, value: string) => void;
}) {
  const id = `find-a-car-${name}`;
  const someHaveNoCars = choices.some((choice) => noCars(choice, value));
  return (
    <div className="vehicle-search__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(name, event.target.value)}
        aria-describedby={someHaveNoCars ? NO_CARS_HINT_ID : undefined}
        className="vehicle-search__control"
      >
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={noCars(choice, value)}>
            {choice.count === undefined ? choice.label : withCount(choice.label, choice.count)}
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
 *
 * The form and its fields stay the same elements from one search to the next, so keyboard focus stays on
 * the control the visitor changed (a select changed with the arrow keys searches at once and must keep
 * focus, or the next arrow press is lost). The fields are controlled: each shows what the visitor chose,
 * and takes the loader's values whenever a search lands that the form did not send itself (back and
 * forward, "Clear all filters", a link that widens the search).
 *
 * `facets` are the counts of cars per choice for the rest of the search; left out when the listings could
 * not be read, so no choice is shown as having no cars then.
 */
export function VehicleSearchForm({
  applied,
  facets,
  newestYear,
}: {
  /** The fields the search used; their values are read from the page's address (search-address.ts). */
  readonly applied: readonly SearchFormField[];
  readonly facets?: VehicleFacets;
  readonly newestYear: number;
}) {
  const submit = useSubmit();
  const values = useSearchFormValues(applied);
  const [fields, setFields] = useState(values);
  // React's way to reset state from a prop: compared while rendering, so the fields never show the old search.
  const [shownValues, setShownValues] = useState(values);
  if (shownValues !== values) {
    setShownValues(values);
    setFields(values);
  }
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
  const setField = (name: SearchFormField, value: string) => setFields((shown) => ({ ...shown, [name]: value }));
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLSelectElement) void search(event.currentTarget);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search(event.currentTarget).then(showResults);
  };
  const counted = (count: number | undefined) => (facets ? (count ?? 0) : undefined);
  const makes = Object.keys(facets?.make ?? {});
  if (values.make && !makes.some((make) => make.toLowerCase() === values.make.toLowerCase())) makes.push(values.make);
  const choose = (name: SearchFormField) => ({ name, value: fields[name], onChange: setField });
  return (
    <Form
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
          value={fields.q}
          onChange={(event) => setField("q", event.target.value)}
          maxLength={80}
          placeholder="For example Hilux Legend"
          className="vehicle-search__control"
        />
      </div>
      <Choose
        {...choose("make")}
        label="Make"
        any="Any make"
        choices={makes.map((make) => ({ value: make, label: make, count: counted(facets?.make[make]) }))}
      />
      <Choose
        {...choose("bodyType")}
        label="Body type"
        any="Any type"
        choices={BODY_TYPES.map((type) => ({
          value: type,
          label: BODY_TYPE_LABELS[type],
          count: counted(facets?.bodyType[type]),
        }))}
      />
      <Choose {...choose("maxPrice")} label="Highest price" any="No maximum" choices={PRICE_CHOICES} />
      <div className="vehicle-search__field">
        <label htmlFor="find-a-car-sort">Sort by</label>
        <select
          id="find-a-car-sort"
          name="sort"
          value={fields.sort || "newest"}
          onChange={(event) => setField("sort", event.target.value)}
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
            {...choose("province")}
            label="Province"
            any="All provinces"
            choices={PROVINCES.map((province) => ({
              value: province,
              label: PROVINCE_LABELS[province],
              count: counted(facets?.province[province]),
            }))}
          />
          <Choose {...choose("minPrice")} label="Lowest price" any="No minimum" choices={PRICE_CHOICES} />
          <Choose
            {...choose("minYear")}
            label="Year from"
            any="Any year"
            choices={yearSteps(newestYear).map((year) => ({ value: String(year), label: String(year) }))}
          />
          <Choose
            {...choose("maxMileage")}
            label="Mileage up to"
            any="Any mileage"
            choices={MILEAGE_STEPS.map((km) => ({ value: String(km), label: formatKilometres(km) }))}
          />
          <Choose
            {...choose("fuel")}
            label="Fuel"
            any="Any fuel"
            choices={FUELS.map((fuel) => ({ value: fuel, label: FUEL_LABELS[fuel] }))}
          />
          <Choose
            {...choose("transmission")}
            label="Gearbox"
            any="Any gearbox"
            choices={TRANSMISSIONS.map((transmission) => ({
              value: transmission,
              label: TRANSMISSION_LABELS[transmission],
            }))}
          />
        </div>
      </details>
      <p id={NO_CARS_HINT_ID} className="visually-hidden">
        Choices with no cars for the rest of your search show (0) and cannot be chosen.
      </p>
      <div className="vehicle-search__actions">
        <button type="submit" className={buttonClassName({ theme: "action" })}>
          Search
        </button>
        {/* The search is gone, and this link with it as far as the visitor is concerned: focus moves to the
            result count, which says what the cleared search found. */}
        <Link
          to={FIND_A_CAR_PATH}
          state={FOCUS_RESULT_COUNT}
          className="vehicle-search__clear"
          preventScrollReset
          replace
        >
          Clear all filters
        </Link>
      </div>
    </Form>
  );
}
