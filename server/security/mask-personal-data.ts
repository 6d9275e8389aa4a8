/**
 * Masks what could be personal data in free text headed for a log line: anything shaped like an email
 * address, and runs of six or more digits (ID numbers, phone numbers, also written in groups such as
 * "082 555 1234" or "+27 82 555 1234").
 */
export function maskPersonalData(text: string): string {
  return text
    .replace(/[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+/g, "[email]")
    .replace(/\+?\d(?:[\s-]?\d){5,}/g, "[number]");
}

/** The last four digits only, for a log line that must tell two leads apart: "*******1234". */
export function maskDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length <= 4 ? "****" : `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`;
}
