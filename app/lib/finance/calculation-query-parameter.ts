/**
 * The query parameter that carries a calculator's figures to the call-me-back form. Its own module, so code
 * that only looks for the parameter (the call-back card on every page) loads nothing else, the
 * schema of calculation-summary.ts included.
 */
export const CALCULATION_QUERY_PARAMETER = "calculation";
