/**
 * The Luhn checksum: from the rightmost digit leftwards, every second digit is doubled (a two-digit result
 * counts as the sum of its digits) and the total must be divisible by 10. Expects a string of digits only.
 */
export function passesLuhn(digits: string): boolean {
  let total = 0;
  for (let offset = 0; offset < digits.length; offset += 1) {
    const digit = Number(digits[digits.length - 1 - offset]);
    const doubled = offset % 2 === 1 ? digit * 2 : digit;
    total += doubled > 9 ? doubled - 9 : doubled;
  }
  return total % 10 === 0;
}
