/**
 * The months a GSTR-1 is filed for are Indian months (UTC+05:30, no DST), written 'YYYY-MM' as the API
 * takes them. The desk offers the current month and the 23 before it.
 */
const IST_OFFSET_MS = 330 * 60_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const GST_MONTHS_OFFERED = 24;

const monthText = (year: number, monthIndex: number) => `${year}-${String(monthIndex + 1).padStart(2, '0')}`;

/** The Indian month `back` months before the one `now` falls in: 0 this month, 1 the previous one. */
export function istMonth(now: Date, back = 0): string {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const index = ist.getUTCFullYear() * 12 + ist.getUTCMonth() - back;
  return monthText(Math.floor(index / 12), index % 12);
}

/** The months to choose from, newest first: this month, then the 23 before it. */
export function gstMonths(now: Date): string[] {
  return Array.from({ length: GST_MONTHS_OFFERED }, (_, back) => istMonth(now, back));
}

/** The page's month: the URL's when it is one of those offered, else the previous Indian month. */
export function readGstMonth(value: string | null, now: Date): string {
  return value && gstMonths(now).includes(value) ? value : istMonth(now, 1);
}

/** '2026-11' → 'November 2026'. */
export function monthName(month: string): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  return `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}`;
}
