import { describe, expect, it } from 'vitest';
import { gstMonths, istMonth, monthName, readGstMonth } from './gst-months';

describe('GST months', () => {
  it('are Indian months: 1 December 00:10 in India is December, though it is still November in UTC', () => {
    const now = new Date('2026-11-30T18:40:00.000Z');
    expect(istMonth(now)).toBe('2026-12');
    expect(istMonth(now, 1)).toBe('2026-11');
    expect(istMonth(new Date('2026-11-30T18:20:00.000Z'))).toBe('2026-11');
  });

  it('go back across the new year', () => {
    const now = new Date('2027-01-15T06:00:00.000Z');
    expect(istMonth(now, 1)).toBe('2026-12');
    expect(istMonth(now, 13)).toBe('2025-12');
  });

  it('offers this month and the 23 before it, newest first', () => {
    const months = gstMonths(new Date('2027-01-15T06:00:00.000Z'));
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2027-01');
    expect(months[1]).toBe('2026-12');
    expect(months[23]).toBe('2025-02');
  });

  it("reads the URL's month when offered, else the previous Indian month", () => {
    const now = new Date('2027-01-15T06:00:00.000Z');
    expect(readGstMonth('2026-11', now)).toBe('2026-11');
    expect(readGstMonth('2027-01', now)).toBe('2027-01');
    for (const bad of [null, '', '2026-13', '2026-1', 'november', '2027-02', '2025-01'])
      expect(readGstMonth(bad, now)).toBe('2026-12');
  });

  it('names a month as the owner says it', () => {
    expect(monthName('2026-11')).toBe('November 2026');
    expect(monthName('2027-01')).toBe('January 2027');
  });
});
