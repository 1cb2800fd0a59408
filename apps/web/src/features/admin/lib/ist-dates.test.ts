import { describe, expect, it } from 'vitest';
import { istDay, istEndOfDay, istStartOfDay } from './ist-dates';

describe('Indian dates', () => {
  it("reads an instant as India's day, whatever the browser's zone", () => {
    expect(istDay('2026-10-19T18:30:00.000Z')).toBe('2026-10-20');
    expect(istDay('2026-10-19T18:29:59.999Z')).toBe('2026-10-19');
    expect(istDay(null)).toBe('');
  });

  it('turns a day into its first and last instant in India', () => {
    expect(istStartOfDay('2026-10-20')).toBe('2026-10-19T18:30:00.000Z');
    expect(istEndOfDay('2026-10-20')).toBe('2026-10-20T18:29:59.999Z');
    expect(istStartOfDay('')).toBeNull();
    expect(istEndOfDay('20/10/2026')).toBeNull();
  });
});
