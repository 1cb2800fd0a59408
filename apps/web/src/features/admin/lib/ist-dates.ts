/** The store's dates are Indian dates: a day runs from midnight to midnight in India (UTC+05:30, no DST). */
const IST_OFFSET = '+05:30';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '2026-10-20': the Indian day of an instant, as a date input holds it; '' for none. */
export function istDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first instant of an Indian day, as ISO (UTC); null for an empty or malformed day. */
export function istStartOfDay(day: string): string | null {
  if (!DAY.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000${IST_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The last millisecond of an Indian day, as ISO (UTC): a collection ending on a day runs all that day. */
export function istEndOfDay(day: string): string | null {
  if (!DAY.test(day)) return null;
  const date = new Date(`${day}T23:59:59.999${IST_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
