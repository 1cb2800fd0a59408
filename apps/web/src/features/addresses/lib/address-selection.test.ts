import type { Address } from '@svarna/contracts';
import { describe, expect, it } from 'vitest';
import { addressLine, initialSelection, selectionAfterAdd, selectionAfterDelete } from './address-selection';

const address = (overrides: Partial<Address>): Address => ({
  _id: '1',
  label: 'Home',
  name: '',
  email: '',
  line1: '12 Janpath',
  line2: '',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110001',
  country: 'India',
  phone: '+919876543210',
  isDefault: false,
  ...overrides,
});

describe('address selection', () => {
  it('starts with the default address, else the first, else none', () => {
    expect(initialSelection([address({ _id: '1' }), address({ _id: '2', isDefault: true })])).toBe('2');
    expect(initialSelection([address({ _id: '1' }), address({ _id: '2' })])).toBe('1');
    expect(initialSelection([])).toBeNull();
  });

  it('after deleting the selected address picks the first remaining, or none', () => {
    const left = [address({ _id: '3' }), address({ _id: '4' })];
    expect(selectionAfterDelete(left, '2')).toBe('3');
    expect(selectionAfterDelete(left, '4')).toBe('4');
    expect(selectionAfterDelete([], '2')).toBeNull();
  });

  it('after adding selects the last address of the returned list', () => {
    expect(selectionAfterAdd([address({ _id: '1' }), address({ _id: '9' })])).toBe('9');
  });

  it('writes an address on one line, without an empty second line', () => {
    expect(addressLine(address({}))).toBe('12 Janpath, New Delhi, Delhi 110001');
  });
});
