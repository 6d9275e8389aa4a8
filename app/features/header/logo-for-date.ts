import type { Brand } from "~/content/brand";

/**
 * §2.2: before 30 October 2023 the header shows the special rugby-themed logo, from that day on the
 * standard one. The clock is passed in so the rule can be tested on either side of the date.
 */
export function logoForDate(logo: Brand["logo"], now: Date): string {
  const switchOver = new Date(`${logo.rugbyUntil}T00:00:00+02:00`);
  return now.getTime() < switchOver.getTime() ? logo.rugby : logo.standard;
}
