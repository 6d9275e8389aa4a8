/** What an application for finance usually asks for, shared by the product pages' "at a glance" tables. */

/** A person applying for finance for something that is not driven (a solar system, say). */
export const PERSONAL_ASSET_DOCUMENTS = [
  "Your South African ID document or smart ID card, or passport and work permit",
  "Your latest three months' payslips, or six months' bank statements if you are self-employed",
  "Proof of residential address not older than three months",
] as const;

/** A person applying for vehicle finance: the same, and a driver's licence. */
export const PERSONAL_DOCUMENTS = [
  PERSONAL_ASSET_DOCUMENTS[0],
  "A valid driver's licence",
  ...PERSONAL_ASSET_DOCUMENTS.slice(1),
] as const;

/**
 * A graduate applying for vehicle finance: a South African citizen or permanent resident (so a South
 * African ID, not a passport and work permit) starting a permanent job, whose first payslip may not exist
 * yet (so the contract or offer stands in for it, and no three months' payslips are asked for).
 */
export const GRADUATE_DOCUMENTS = [
  "Your South African ID document or smart ID card",
  "A valid driver's licence",
  "Your degree or diploma certificate, or your academic record",
  "Your employment contract or signed offer of permanent employment",
  "Your latest payslip, once you have been paid; until then, the contract or offer shows your salary",
  "Your latest three months' bank statements, if you have an account",
  "Proof of residential address not older than three months",
] as const;

/** A business applying for asset finance. */
export const BUSINESS_DOCUMENTS = [
  "Business registration documents and the IDs of the owners or directors",
  "Recent financial statements or management accounts, and six months of bank statements",
  "The supplier's quote for the asset",
] as const;
