import { describe, expect, it } from 'vitest';
import { financialYearOf, invoiceNumber, istDate } from './invoice-number';

describe('invoice numbers', () => {
  it('reads the financial year from the date in IST (UTC+5:30), April to March', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27'); // 23:59:59 IST 31 Mar
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28'); // 00:00 IST 1 Apr
    expect(financialYearOf(new Date('2026-01-15T10:00:00.000Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2099-12-31T00:00:00.000Z'))).toBe('2099-00');
  });

  it('writes SVJ/yy-yy/serial in at most 16 characters, and refuses a seventh digit', () => {
    expect(invoiceNumber('2026-27', 42)).toBe('SVJ/26-27/000042');
    expect(invoiceNumber('2026-27', 999_999)).toHaveLength(16);
    expect(invoiceNumber('2026-27', 1)).toMatch(/^[A-Z0-9/-]{1,16}$/);
    expect(() => invoiceNumber('2026-27', 1_000_000)).toThrow(RangeError);
  });

  it('prints the date as the day in India', () => {
    expect(istDate(new Date('2027-03-31T18:30:00.000Z'))).toBe('01 Apr 2027');
    expect(istDate(new Date('2027-03-31T18:29:00.000Z'))).toBe('31 Mar 2027');
  });
});
