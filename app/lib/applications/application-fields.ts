import { formatRand } from "~/lib/format/currency";
import { VEHICLE_FINANCE_LIMITS } from "~/lib/finance/vehicle-finance";
import { PROVINCE_LABELS, PROVINCES } from "~/lib/vehicles/vehicle-facts";
import type { SectionName } from "./application-sections";

/**
 * How each question of the /apply pages is asked: its label, the help a buyer needs, the control, and the
 * words of each of its rules' codes. Pure data, shared by the page, its error summary and the check page.
 */
export type FieldControl =
  | { readonly kind: "text"; readonly autoComplete?: string; readonly inputMode?: "numeric" | "tel" | "email" }
  | { readonly kind: "amount"; readonly unit?: "rand" | "percent" }
  | { readonly kind: "whole-number"; readonly suffix?: string }
  | { readonly kind: "choice"; readonly options: readonly { readonly value: string; readonly label: string }[] };

export interface FieldQuestion {
  readonly label: string;
  /** What the field takes, said before anyone gets it wrong. */
  readonly hint?: string;
  readonly control: FieldControl;
  /** Words for "required" on this field ("Enter your first name"). */
  readonly missing: string;
  readonly optional?: boolean;
}

const options = <Value extends string>(
  labels: Readonly<Record<Value, string>>,
  order: readonly Value[],
): readonly { readonly value: string; readonly label: string }[] =>
  order.map((value): { value: string; label: string } => ({ value, label: labels[value] }));

export const PRODUCT_LABELS = { "vehicle-finance": "Vehicle finance", "asset-finance": "Asset finance" } as const;
export const MARITAL_STATUS_LABELS = {
  single: "Single",
  "married-in-community": "Married in community of property",
  "married-out-of-community": "Married out of community of property",
  divorced: "Divorced",
  widowed: "Widowed",
  "living-together": "Living together",
} as const;
export const EMPLOYMENT_TYPE_LABELS = {
  permanent: "Permanently employed",
  contract: "On contract",
  "self-employed": "Self-employed",
  pensioner: "Pensioner",
} as const;

const { priceMin, priceMax, termMinMonths, termMaxMonths, balloonMaxPercent } = VEHICLE_FINANCE_LIMITS;
export const wholeRand = (amount: number) => formatRand(amount).replace(/\.00$/, "");

export const SECTION_QUESTIONS = {
  deal: {
    product: {
      label: "What would you like to finance?",
      control: {
        kind: "choice",
        options: options(PRODUCT_LABELS, ["vehicle-finance", "asset-finance"]),
      },
      missing: "Choose what you would like to finance",
    },
    vehiclePrice: {
      label: "Price of the vehicle or asset",
      hint: `In rand, from ${wholeRand(priceMin)} to ${wholeRand(priceMax)}.`,
      control: { kind: "amount" },
      missing: "Enter the price",
    },
    deposit: {
      label: "Deposit (optional)",
      hint: "The cash you will pay upfront, in rand.",
      control: { kind: "amount" },
      missing: "Enter the deposit",
      optional: true,
    },
    tradeIn: {
      label: "Trade-in value (optional)",
      hint: "What the dealer offers for a vehicle you trade in, in rand.",
      control: { kind: "amount" },
      missing: "Enter the trade-in value",
      optional: true,
    },
    termMonths: {
      label: "Repayment term",
      hint: `In months, from ${termMinMonths} to ${termMaxMonths} (72 months is 6 years).`,
      control: { kind: "whole-number", suffix: "months" },
      missing: "Enter the repayment term in months",
    },
    balloonPercent: {
      label: "Balloon payment (optional)",
      hint: `A share of the price paid at the end of the term, from 0% to ${balloonMaxPercent}%. It lowers the instalment and raises the total cost.`,
      control: { kind: "amount", unit: "percent" },
      missing: "Enter the balloon payment",
      optional: true,
    },
  },
  applicant: {
    firstName: {
      label: "First name",
      control: { kind: "text", autoComplete: "given-name" },
      missing: "Enter your first name",
    },
    surname: {
      label: "Surname",
      control: { kind: "text", autoComplete: "family-name" },
      missing: "Enter your surname",
    },
    idNumber: {
      label: "South African ID number",
      hint: "13 digits, as in your ID book or on your smart ID card.",
      control: { kind: "text", autoComplete: "off", inputMode: "numeric" },
      missing: "Enter your ID number",
    },
    cellphone: {
      label: "Cellphone number",
      hint: "10 digits, for example 082 555 1234.",
      control: { kind: "text", autoComplete: "tel-national", inputMode: "tel" },
      missing: "Enter your cellphone number",
    },
    email: {
      label: "E-mail address",
      control: { kind: "text", autoComplete: "email", inputMode: "email" },
      missing: "Enter your e-mail address",
    },
    maritalStatus: {
      label: "Marital status",
      control: {
        kind: "choice",
        options: options(MARITAL_STATUS_LABELS, [
          "single",
          "married-in-community",
          "married-out-of-community",
          "divorced",
          "widowed",
          "living-together",
        ]),
      },
      missing: "Choose your marital status",
    },
    dependants: {
      label: "Number of dependants",
      hint: "People who rely on your income, such as children. Enter 0 if there are none.",
      control: { kind: "whole-number" },
      missing: "Enter the number of dependants",
    },
    streetAddress: {
      label: "Street address",
      control: { kind: "text", autoComplete: "address-line1" },
      missing: "Enter your street address",
    },
    suburb: {
      label: "Suburb (optional)",
      control: { kind: "text", autoComplete: "address-line2" },
      missing: "Enter your suburb",
      optional: true,
    },
    city: {
      label: "City or town",
      control: { kind: "text", autoComplete: "address-level2" },
      missing: "Enter your city or town",
    },
    province: {
      label: "Province",
      control: { kind: "choice", options: options(PROVINCE_LABELS, PROVINCES) },
      missing: "Choose your province",
    },
    postalCode: {
      label: "Postal code",
      hint: "4 digits.",
      control: { kind: "text", autoComplete: "postal-code", inputMode: "numeric" },
      missing: "Enter your postal code",
    },
  },
  employment: {
    employmentType: {
      label: "How are you employed?",
      control: {
        kind: "choice",
        options: options(EMPLOYMENT_TYPE_LABELS, ["permanent", "contract", "self-employed", "pensioner"]),
      },
      missing: "Choose how you are employed",
    },
    employer: {
      label: "Employer or business name",
      hint: "Leave this empty if you are a pensioner.",
      control: { kind: "text", autoComplete: "organization" },
      missing: "Enter your employer or business name",
    },
    monthsEmployed: {
      label: "Months with this employer or in this business",
      hint: "For example 48 for four years.",
      control: { kind: "whole-number", suffix: "months" },
      missing: "Enter how many months you have been there",
    },
    grossMonthlyIncome: {
      label: "Gross monthly income",
      hint: "Before tax and deductions, in rand, as on your payslip.",
      control: { kind: "amount" },
      missing: "Enter your gross monthly income",
    },
    netMonthlyIncome: {
      label: "Net monthly income",
      hint: "What is paid into your account after tax and deductions, in rand.",
      control: { kind: "amount" },
      missing: "Enter your net monthly income",
    },
  },
  finances: {
    livingExpenses: {
      label: "Monthly living expenses",
      hint: "Rent or bond, food, transport, school fees, electricity and water, insurance, cellphone and other regular costs of your household, in rand. Leave out repayments on credit: they come next.",
      control: { kind: "amount" },
      missing: "Enter your monthly living expenses",
    },
    debtRepayments: {
      label: "Monthly debt repayments",
      hint: "What you repay each month on credit: home loan, vehicle finance, personal loans, credit cards and store accounts, in rand. Enter 0 if you have none.",
      control: { kind: "amount" },
      missing: "Enter your monthly debt repayments",
    },
  },
} as const satisfies { readonly [Name in SectionName]: Readonly<Record<string, FieldQuestion>> };

export function fieldQuestion(section: SectionName, field: string): FieldQuestion | undefined {
  return (SECTION_QUESTIONS[section] as Readonly<Record<string, FieldQuestion>>)[field];
}
