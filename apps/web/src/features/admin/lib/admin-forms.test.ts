import { describe, expect, it } from 'vitest';
import {
  serverFieldErrors,
  TRACKING_URL_REQUIRED,
  validateCancel,
  validateMove,
  validateStock,
} from './admin-forms';

describe('validateMove', () => {
  it('asks for the tracking URL, by name, when shipping', () => {
    expect(validateMove('shipped', '  ', '').errors).toEqual({ trackingUrl: TRACKING_URL_REQUIRED });
    expect(TRACKING_URL_REQUIRED).toContain('Tracking URL');
  });

  it('refuses a tracking URL that is not an http(s) address', () => {
    expect(validateMove('shipped', 'ftp://courier.test/1', '').errors?.trackingUrl).toBe(
      'Tracking URL must be an http(s) address',
    );
    expect(validateMove('shipped', 'not a url', '').errors?.trackingUrl).toMatch(/^Tracking URL/);
  });

  it('sends shipped with its URL, and other moves with only a note when there is one', () => {
    expect(validateMove('shipped', ' https://courier.test/track/1 ', '').value).toEqual({
      status: 'shipped',
      trackingUrl: 'https://courier.test/track/1',
    });
    expect(validateMove('confirmed', '', '').value).toEqual({ status: 'confirmed' });
    expect(validateMove('delivered', '', ' Left with the guard ').value).toEqual({
      status: 'delivered',
      note: 'Left with the guard',
    });
  });

  it('refuses a note over 500 characters', () => {
    expect(validateMove('confirmed', '', 'x'.repeat(501)).errors?.note).toMatch(/^Note is too long/);
  });
});

describe('validateCancel', () => {
  it('needs a reason', () => {
    expect(validateCancel('   ').errors).toEqual({ reason: 'Reason is required' });
    expect(validateCancel(' Customer asked ').value).toEqual({ reason: 'Customer asked' });
  });
});

describe('validateStock', () => {
  it.each([
    ['', 'Stock is required'],
    ['abc', 'Stock must be a number'],
    ['1.5', 'Stock must be a whole number'],
    ['-1', 'Stock must not be negative'],
    ['1000001', 'Stock must be at most 1000000'],
  ])('%j: %s', (input, message) => {
    expect(validateStock(input, '').errors).toEqual({ stock: message });
  });

  it('takes a whole count and an optional reason', () => {
    expect(validateStock('12', '').value).toEqual({ stock: 12 });
    expect(validateStock('0', ' Sold at the fair ').value).toEqual({ stock: 0, reason: 'Sold at the fair' });
    expect(validateStock('3', 'x'.repeat(201)).errors?.reason).toMatch(/^Reason is too long/);
  });
});

describe('serverFieldErrors', () => {
  it('keeps the first message per field', () => {
    expect(
      serverFieldErrors([
        { field: 'trackingUrl', message: 'a' },
        { field: 'trackingUrl', message: 'b' },
        { field: 'note', message: 'c' },
      ]),
    ).toEqual({ trackingUrl: 'a', note: 'c' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
