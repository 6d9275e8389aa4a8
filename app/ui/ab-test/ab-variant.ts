/** §4.7, §9: a test's variant is the query parameter named after it, 'a' when absent. */
export const AB_DEFAULT_VARIANT = "a";

/**
 * The variant of the A/B test `name` for an address's query. When the test lists its variants, a value
 * that is not one of them counts as absent.
 */
export function abVariant(search: string | URLSearchParams, name: string, variants?: readonly string[]): string {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = params.get(name);
  if (!value || (variants && !variants.includes(value))) return AB_DEFAULT_VARIANT;
  return value;
}
