import type { PreferredTime } from "./lead-submission";

/**
 * When a visitor may expect the call they asked for: the first stretch of the time they chose that falls
 * within the call-back hours and is not over yet. The hours are the ones the form states
 * (brand.contact.callBackHours, a test holds the two together); South African time has no daylight
 * saving, so it is UTC+2 all year. Public holidays are not known here, so a day after today is named
 * with that caveat rather than promised.
 */
const SA_OFFSET_MINUTES = 120;

/** Call-back hours by day of the week (0 = Sunday), in minutes after midnight; null: no call-backs. */
export const CALL_BACK_HOURS: readonly ({ readonly from: number; readonly to: number } | null)[] = [
  null,
  { from: 8 * 60, to: 19 * 60 },
  { from: 8 * 60, to: 19 * 60 },
  { from: 8 * 60, to: 19 * 60 },
  { from: 8 * 60, to: 19 * 60 },
  { from: 8 * 60, to: 19 * 60 },
  { from: 8 * 60, to: 12 * 60 },
];

/** The stretch of the day each choice names (the form's labels say the same). */
const PREFERRED_WINDOWS: Readonly<Record<PreferredTime, { readonly from: number; readonly to: number }>> = {
  anytime: { from: 0, to: 24 * 60 },
  morning: { from: 8 * 60, to: 12 * 60 },
  afternoon: { from: 12 * 60, to: 17 * 60 },
  evening: { from: 17 * 60, to: 19 * 60 },
};

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export interface ExpectedCall {
  /** Days after the request's day (South African time): 0 is today. */
  readonly daysAhead: number;
  readonly weekday: (typeof WEEKDAYS)[number];
  /** Minutes after midnight. */
  readonly from: number;
  readonly to: number;
  /** The visitor asked within the window: the call may come at any moment until `to`. */
  readonly alreadyOpen: boolean;
}

export function expectedCall(preferred: PreferredTime, at: Date): ExpectedCall {
  const local = new Date(at.getTime() + SA_OFFSET_MINUTES * 60_000);
  const now = local.getUTCHours() * 60 + local.getUTCMinutes();
  const today = local.getUTCDay();
  const wanted = PREFERRED_WINDOWS[preferred];
  for (let daysAhead = 0; daysAhead < 8; daysAhead += 1) {
    const weekday = (today + daysAhead) % 7;
    const hours = CALL_BACK_HOURS[weekday];
    if (!hours) continue;
    const from = Math.max(hours.from, wanted.from);
    const to = Math.min(hours.to, wanted.to);
    if (from >= to) continue;
    if (daysAhead === 0 && now >= to) continue;
    const alreadyOpen = daysAhead === 0 && now >= from;
    return { daysAhead, weekday: WEEKDAYS[weekday] as ExpectedCall["weekday"], from, to, alreadyOpen };
  }
  // Every choice meets the weekday hours, so a week always holds one.
  throw new Error(`No call-back window for ${preferred}`);
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The expected call in words, to follow "A consultant will call you": "today before 19:00". */
export function expectedCallText(call: ExpectedCall): string {
  if (call.daysAhead === 0)
    return call.alreadyOpen
      ? `today before ${clock(call.to)}`
      : `today between ${clock(call.from)} and ${clock(call.to)}`;
  return `on ${call.weekday} between ${clock(call.from)} and ${clock(call.to)} (the next working day, if that is a public holiday)`;
}
