import { describe, expect, it } from 'vitest';
import { isCollectionAvailable } from './collection-availability';

const now = new Date('2026-11-21T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * day);

describe('isCollectionAvailable', () => {
  it('is open when active with no dates', () => {
    expect(isCollectionAvailable({ isActive: true, startDate: null, endDate: null }, now)).toBe(true);
  });
  it('is closed when inactive, whatever the dates', () => {
    expect(isCollectionAvailable({ isActive: false, startDate: at(-5), endDate: at(5) }, now)).toBe(false);
  });
  it('is closed before its start and after its end', () => {
    expect(isCollectionAvailable({ isActive: true, startDate: at(1), endDate: null }, now)).toBe(false);
    expect(isCollectionAvailable({ isActive: true, startDate: null, endDate: at(-1) }, now)).toBe(false);
  });
  it('is open within its dates, inclusive of the exact start and end instants', () => {
    expect(isCollectionAvailable({ isActive: true, startDate: at(-1), endDate: at(1) }, now)).toBe(true);
    expect(isCollectionAvailable({ isActive: true, startDate: now, endDate: now }, now)).toBe(true);
  });
});
