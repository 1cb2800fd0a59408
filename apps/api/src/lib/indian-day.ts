/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;

/** The first instant of the Indian day `daysBack` days before the one `now` falls in. */
export function istMidnight(now: Date, daysBack = 0): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - daysBack * DAY_MS - IST_OFFSET_MS);
}

/** '2026-01-15': the Indian day an instant falls in. */
export const istDate = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
