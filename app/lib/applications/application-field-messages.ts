import { VEHICLE_FINANCE_LIMITS } from "~/lib/finance/vehicle-finance";
import { cellphoneMessage, type CellphoneCode } from "~/lib/validation/cellphone";
import { EMAIL_MESSAGE } from "~/lib/validation/email";
import { saIdNumberMessage, type SaIdNumberCode } from "~/lib/validation/sa-id-number";
import { fieldQuestion, wholeRand } from "./application-fields";
import { APPLICATION_NAME_MAX_LENGTH, APPLICATION_TEXT_MAX_LENGTH } from "./application-limits";
import type { SectionName } from "./application-sections";

const { priceMin, priceMax, termMinMonths, termMaxMonths, balloonMaxPercent } = VEHICLE_FINANCE_LIMITS;

const ID_CODES = ["tooShort", "tooLong", "notANumber", "dateFailed", "checksumFailed"];
const CELLPHONE_CODES = ["toShort", "toLong", "invalid"];

/** The words of a field's code on the /apply pages (the codes are the §5 rules' codes the API names too). */
export function applicationFieldMessage(section: SectionName, field: string, code: string): string {
  const question = fieldQuestion(section, field);
  const label = question?.label.replace(/ \(optional\)$/, "") ?? field;
  if (code === "required") return question?.missing ?? "This field is required";
  if (field === "idNumber" && ID_CODES.includes(code)) return saIdNumberMessage(code as SaIdNumberCode);
  if (field === "cellphone" && CELLPHONE_CODES.includes(code)) return cellphoneMessage(code as CellphoneCode);
  if (code === "email") return EMAIL_MESSAGE;
  switch (code) {
    case "lettersSpacesHyphens":
      return `${label}: use letters, spaces and hyphens only.`;
    case "maxlength":
      return `${label}: use at most ${field === "firstName" || field === "surname" ? APPLICATION_NAME_MAX_LENGTH : APPLICATION_TEXT_MAX_LENGTH} characters.`;
    case "cents":
      return `${label}: use at most two decimals (cents).`;
    case "min":
    case "max":
      return rangeMessage(section, field, label, code);
    case "notBelowPrice":
      return "The deposit and trade-in together must be less than the price.";
    case "aboveGross":
      return "Your net income cannot be more than your gross income.";
    case "invalid":
      return question?.control.kind === "choice"
        ? (question.missing ?? `${label}: choose one of the options.`)
        : question?.control.kind === "amount" || question?.control.kind === "whole-number"
          ? `${label}: enter a number${question.control.kind === "whole-number" ? " without decimals" : ""}.`
          : `${label}: this is not valid.`;
    default:
      return `${label}: this is not valid.`;
  }
}

function rangeMessage(section: SectionName, field: string, label: string, code: "min" | "max"): string {
  if (section === "deal" && field === "vehiclePrice")
    return `The price must be from ${wholeRand(priceMin)} to ${wholeRand(priceMax)}.`;
  if (section === "deal" && field === "termMonths")
    return `The term must be from ${termMinMonths} to ${termMaxMonths} months.`;
  if (section === "deal" && field === "balloonPercent")
    return `The balloon payment must be from 0% to ${balloonMaxPercent}%.`;
  if (code === "min")
    return field === "grossMonthlyIncome" || field === "netMonthlyIncome"
      ? `${label}: enter an amount more than zero.`
      : `${label}: this cannot be less than zero.`;
  return `${label}: that is more than we can take here.`;
}
