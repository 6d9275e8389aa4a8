const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * A calendar date as the site writes it next to a rate, "29 January 2026", from an ISO date (yyyy-mm-dd).
 * Written out by hand rather than with Intl so that it never depends on the time zone or the locale data
 * of the machine that renders it.
 */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || !month || day < 1 || day > 31)
    throw new RangeError(`formatDate needs a yyyy-mm-dd date, got ${isoDate}`);
  return `${day} ${month} ${match[1]}`;
}
