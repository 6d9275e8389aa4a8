/** §3: news dates show as yyyy/MM/dd. */
export function formatNewsDate(date: string | Date): string {
  if (typeof date === "string") {
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
    // A calendar date string is the day it names, wherever the reader is; no time zone may shift it.
    if (iso) return `${iso[1]}/${iso[2]}/${iso[3]}`;
  }
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const pad = (part: number) => String(part).padStart(2, "0");
  return `${value.getFullYear()}/${pad(value.getMonth() + 1)}/${pad(value.getDate())}`;
}

/** The machine-readable form for <time dateTime>. */
export const isoDate = (date: string | Date) => formatNewsDate(date).replace(/\//g, "-");

/** §3, §9: desktop shows at most the first 4 small cards; below 1024px every card is in a slider. */
export const NEWS_SMALL_CARDS_LIMIT = 4;
