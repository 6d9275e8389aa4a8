/**
 * The regulators' own websites, where a visitor can check a credit provider's registration and a financial
 * services provider's licence for themselves. Only the sites' front pages: their search pages move.
 */
export const REGULATOR_WEBSITES = {
  /** The National Credit Regulator: registers credit providers and debt counsellors under the National Credit Act. */
  ncr: "https://www.ncr.org.za",
  /** The Financial Sector Conduct Authority: licenses financial services providers under the FAIS Act. */
  fsca: "https://www.fsca.co.za",
} as const;
