import { CALCULATION_QUERY_PARAMETER } from "~/lib/finance/calculation-query-parameter";
import { queryKey } from "~/lib/finance/calculator-parameters";

/** A calculator's inputs as the visitor typed them, by field. */
export type CalculatorValues<K extends string> = Readonly<Record<K, string>>;

/** Longest text a calculator field keeps from the URL; anything longer is not a figure a visitor typed. */
const MAX_VALUE_LENGTH = 20;

/** The calculator's values from a URL query: each field under `<prefix>-<field>`, the default when absent. */
export function readCalculatorValues<K extends string>(
  query: URLSearchParams,
  prefix: string,
  defaults: CalculatorValues<K>,
): CalculatorValues<K> {
  const values = { ...defaults } as Record<K, string>;
  for (const field of Object.keys(defaults) as K[]) {
    const value = query.get(queryKey(prefix, field));
    if (value !== null && value.length <= MAX_VALUE_LENGTH) values[field] = value;
  }
  return values;
}

/**
 * The query with the calculator's values written in: a field at its default is removed (short URLs for the
 * common case), other parameters are kept, and a stale `calculation` summary is dropped because the figures
 * it carried have changed.
 */
export function writeCalculatorValues<K extends string>(
  query: URLSearchParams,
  prefix: string,
  values: CalculatorValues<K>,
  defaults: CalculatorValues<K>,
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const field of Object.keys(defaults) as K[]) {
    const key = queryKey(prefix, field);
    if (values[field] === defaults[field]) next.delete(key);
    else next.set(key, values[field]);
  }
  next.delete(CALCULATION_QUERY_PARAMETER);
  return next;
}

/**
 * The parameters of the page's query that belong to neither this calculator nor the `calculation` summary
 * (which the query already leaves out): what its form carries in hidden fields, so that a submit without
 * JavaScript keeps the other calculators' figures and anything else the address held.
 */
export function carriedParameters(
  query: URLSearchParams,
  prefix: string,
  fields: readonly string[],
): readonly (readonly [string, string])[] {
  const own = new Set(fields.map((field) => queryKey(prefix, field)));
  own.add(CALCULATION_QUERY_PARAMETER);
  return [...query].filter(([key]) => !own.has(key));
}

/**
 * A field's text as a number: digits with at most one decimal separator, where a comma counts as a decimal
 * point (12,5 is 12.5, as South Africans often write it) and spaces between digit groups are ignored
 * ("350 000"). Anything else, a minus sign or a letter included, is NaN, so the field says "This is not a
 * number" rather than the calculator quietly using part of what was typed.
 */
export function parseFigure(text: string): number {
  const compact = text.trim().replace(/(?<=\d)[\s\u00a0\u202f]+(?=\d)/g, "");
  if (!/^(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return Number.NaN;
  return Number(compact.replace(",", "."));
}

export const REQUIRED_MESSAGE = "This field is required";

/**
 * Field messages for a calculator: "This field is required" for an empty field, otherwise the rule's own
 * message for the parsed value.
 */
export function fieldMessages<K extends string>(
  values: CalculatorValues<K>,
  ruleMessages: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const messages: Partial<Record<K, string>> = {};
  for (const field of Object.keys(values) as K[]) {
    const message = values[field].trim() === "" ? REQUIRED_MESSAGE : ruleMessages[field];
    if (message) messages[field] = message;
  }
  return messages;
}
