import { randomInt } from "node:crypto";

/**
 * A lead's reference, for the visitor to quote when they call: "UF-" and two groups of four characters
 * from an alphabet without look-alikes (no 0/O, 1/I/L, U), chosen at random (30^8, about 6.6 × 10^11), so
 * it says nothing about the visitor and one cannot be guessed from another. The database keeps them unique.
 */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

export const LEAD_REFERENCE = /^UF-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

export function newLeadReference(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `UF-${group()}-${group()}`;
}
