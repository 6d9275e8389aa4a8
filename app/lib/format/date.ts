/**
 * The house date for dates in copy: day, month name, year ("28 October 2026"), as en-ZA and en-GB write
 * a long date. (News cards keep §3's yyyy/MM/dd: ui/news-cards/news-date.ts.) Written by hand rather than
 * with Intl, like grouped-number.ts, so that a page does not load locale data to show a date.
 */
export const MONTH_NAMES = [
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

/** South African Standard Time is UTC+2 all year (no daylight saving). */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * A date as copy writes it: "28 October 2026". A calendar date ("2026-10-28", or the start of an ISO
 * timestamp with no time) is the day it names wherever the reader is; an instant (a Date, or a timestamp
 * with a time) is the day it is in South Africa.
 */
export function formatDate(date: string | Date): string {
  if (typeof date === "string") {
    const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (calendar) {
      const [, year, month, day] = calendar.map(Number) as [number, number, number, number];
      const check = new Date(Date.UTC(year, month - 1, day));
      if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
        throw new RangeError(`Not a calendar date: ${date}`);
      return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
    }
  }
  const instant = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const inSouthAfrica = new Date(instant.getTime() + SAST_OFFSET_MS);
  return `${inSouthAfrica.getUTCDate()} ${MONTH_NAMES[inSouthAfrica.getUTCMonth()]} ${inSouthAfrica.getUTCFullYear()}`;
}

/** A date written the house way, for tests over copy: "28 October 2026", never "28 Oct 2026" or "2026/10/28". */
export const HOUSE_DATE = new RegExp(String.raw`^([1-9]|[12]\d|3[01]) (${MONTH_NAMES.join("|")}) \d{4}$`);
