/**
 * A dealer's public contact details, as its cars' pages show them: the name and town come with every
 * listing (the dealer feed); the phone number and opening hours are set by an operator for each dealer
 * code (PUT /api/admin/dealers/:dealerCode/contact) and are absent until then.
 */
export interface DealerContact {
  readonly name: string;
  readonly town: string;
  /** A South African number as it is dialled locally, grouped for reading: "011 555 0123". */
  readonly phone?: string;
  /** Free text, e.g. "Monday to Friday 08:00–17:00, Saturday 08:00–13:00". */
  readonly openingHours?: string;
}

/** The digits of a South African phone number, written locally or internationally; undefined when it is not one. */
export function localPhoneDigits(text: string): string | undefined {
  const compact = text.replace(/[\s()-]/g, "");
  const local = compact.startsWith("+27") ? `0${compact.slice(3)}` : compact;
  return /^0[1-9]\d{8}$/.test(local) ? local : undefined;
}

/** A local number grouped as it is read aloud: "0115550123" → "011 555 0123", "0860123456" → "0860 123 456". */
export function groupedPhone(digits: string): string {
  return digits.startsWith("08") && !/^08[1-4]/.test(digits)
    ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`
    : `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** The tel: address of a local number, in the international form every phone dials. */
export const phoneHref = (phone: string): string => `tel:+27${phone.replace(/\s/g, "").slice(1)}`;
