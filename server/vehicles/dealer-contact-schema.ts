import { z } from "zod";
import { groupedPhone, localPhoneDigits } from "../../app/lib/vehicles/dealer-contact";

/** A dealer code as the dealer feed writes it (app/lib/vehicles/vehicle-search.ts). */
export const dealerCodeParam = z.object({ dealerCode: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{1,19}$/, "invalid") });

// Letters, digits, spaces and the punctuation of opening hours ("Mon–Fri 08:00–17:00; Sat 08:00–13:00").
const HOURS_TEXT = /^[\p{L}\p{N} .,:;&/()'–—-]+$/u;

/**
 * PUT /api/vehicles/dealers/:dealerCode: a dealer's public phone number and opening hours, both named
 * (null removes one). The number is a South African one, written locally or with +27, and is stored
 * grouped as it is read aloud.
 */
export const dealerContactSchema = z
  .object({
    phone: z
      .string()
      .max(30, "invalid")
      .refine((text) => localPhoneDigits(text) !== undefined, "invalid")
      .transform((text) => groupedPhone(localPhoneDigits(text) as string))
      .nullable(),
    openingHours: z.string().trim().min(1).max(200).regex(HOURS_TEXT, "invalid").nullable(),
  })
  .strict();
