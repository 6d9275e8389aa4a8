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

/** A business applying for asset finance. */
export const BUSINESS_DOCUMENTS = [
  "Business registration documents and the IDs of the owners or directors",
  "Recent financial statements or management accounts, and six months of bank statements",
  "The supplier's quote for the asset",
] as const;
