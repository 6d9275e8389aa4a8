import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { abVariant, AB_DEFAULT_VARIANT } from "./ab-variant";

/**
 * The variant of the A/B test `name` for this address (§4.7). It comes from the query string, so a page
 * that runs a test must be rendered per request (not prerendered) for the server to send the same variant.
 */
export function useAbVariant(name: string, variants?: readonly string[]): string {
  const [params] = useSearchParams();
  return abVariant(params, name, variants);
}

export interface AbTestProps {
  /** The test's name, which is also its query parameter. */
  readonly name: string;
  /** What each variant shows; 'a' is required, as it is the default. */
  readonly variants: { readonly a: ReactNode } & Readonly<Record<string, ReactNode>>;
}

/** Shows the variant of an A/B test that the address asks for, or variant 'a'. */
export function AbTest({ name, variants }: AbTestProps) {
  const variant = useAbVariant(name, Object.keys(variants));
  return <>{variants[variant] ?? variants[AB_DEFAULT_VARIANT]}</>;
}
