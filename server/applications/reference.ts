import { randomInt } from "node:crypto";

/**
 * A submitted application's reference, for the applicant to quote: "UA-" and two groups of four characters
 * from the leads' alphabet without look-alikes, random, so it says nothing about the applicant and one
 * cannot be guessed from another. The database keeps them unique.
 */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

export const APPLICATION_REFERENCE = /^UA-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

export function newApplicationReference(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `UA-${group()}-${group()}`;
}
