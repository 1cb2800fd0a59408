/** Where services read the time, so tests can move it instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test moves by hand. */
export function manualClock(start = new Date('2026-01-15T10:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
export type ManualClock = ReturnType<typeof manualClock>;
