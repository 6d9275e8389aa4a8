import { formatRand } from "./currency";

/**
 * The currency filter (the "rand-value pipe" of §5): a value that parses as an integer is shown as a
 * rand amount; anything else is logged as not a valid input and handed back unchanged, so a template
 * never shows a half-formatted figure. Like parseInt, it reads the leading number of a string ("250000"
 * and "250000.5" format; "R 250 000" is already formatted and comes back as it is).
 */
export function randValue<Input extends string | number>(input: Input): string | Input {
  const text = String(input).trim();
  if (Number.isNaN(Number.parseInt(text, 10))) {
    console.warn(`"${text}" is not a valid input for the rand-value pipe`);
    return input;
  }
  return formatRand(Number.parseFloat(text));
}
