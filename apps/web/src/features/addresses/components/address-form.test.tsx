import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http-client';
import { json, lookupAnswer, renderWithQuery, stubFetch } from '../testing/render-with-query';
import { AddressForm } from './address-form';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

function fillAddress() {
  type('Address line 1', '12 Janpath');
  type('Phone', '9876543210');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('AddressForm pincode', () => {
  it('looks a 6-digit pincode up and fills city and state read-only; fewer digits clear them', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubFetch(() => new Promise((resolve) => (answer = resolve)));
    renderWithQuery(<AddressForm variant="checkout" onSave={vi.fn()} />);
    type('Pincode', '11a00');
    expect(field('Pincode').value).toBe('1100');
    expect(calls).toHaveLength(0);
    type('Pincode', '110001');
    await flush();
    expect(calls[0]?.path).toBe('/pincode/lookup?pin=110001');
    expect(screen.getByRole('status').textContent).toBe('Checking pincode…');
    expect(screen.getByRole('button', { name: 'Save address' })).toHaveProperty('disabled', true);
    answer(lookupAnswer(true));
    await flush();
    expect(field('City').value).toBe('Central Delhi');
    expect(field('City').readOnly).toBe(true);
    expect(field('State').value).toBe('Delhi');
    expect(field('State').readOnly).toBe(true);

    type('Pincode', '11000');
    expect(field('City').value).toBe('');
    expect(field('City').readOnly).toBe(false);
    expect(screen.getByLabelText('State').tagName).toBe('SELECT');
  });

  it("says 'This pincode is not serviceable' and blocks saving until it is fixed", async () => {
    stubFetch(() => lookupAnswer(false));
    const onSave = vi.fn();
    renderWithQuery(<AddressForm variant="checkout" onSave={onSave} />);
    fillAddress();
    type('Pincode', '400001');
    await flush();
    expect(screen.getByText('This pincode is not serviceable')).toBeTruthy();
    type('City', 'Mumbai');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Maharashtra' } });
    save();
    await flush();
    expect(screen.getByText('Please fix pincode issues before saving')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("says 'Failed to verify pincode. Please try again.' when the lookup fails, and checks again", async () => {
    let fail = true;
    stubFetch(() =>
      fail ? json(500, { success: false, code: 'INTERNAL', message: 'Internal error' }) : lookupAnswer(true),
    );
    renderWithQuery(<AddressForm variant="checkout" onSave={vi.fn()} />);
    type('Pincode', '110001');
    await flush();
    expect(screen.getByText('Failed to verify pincode. Please try again.')).toBeTruthy();
    save();
    await flush();
    expect(screen.getByText('Please fix pincode issues before saving')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Check pincode again' }));
    await flush();
    expect(field('City').value).toBe('Central Delhi');
    expect(screen.queryByText('Please fix pincode issues before saving')).toBeNull();
  });
});

describe('AddressForm saving', () => {
  it('asks for the required fields and a valid pincode and phone', async () => {
    stubFetch(() => lookupAnswer(true));
    renderWithQuery(<AddressForm variant="checkout" onSave={vi.fn()} />);
    type('Pincode', '1100');
    type('Phone', '98765');
    save();
    await flush();
    expect(screen.getByText('Please fill all required address fields')).toBeTruthy();
    expect(screen.getByText('Please enter a valid 6-digit pincode')).toBeTruthy();
    expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeTruthy();
    expect(field('Address line 1').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's field error next to that field and keeps what was typed", async () => {
    stubFetch(() => lookupAnswer(true));
    const onSave = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, 'Pincode 110001 is in Delhi, not Maharashtra', 'VALIDATION', [
          { field: 'pincode', message: 'Pincode 110001 is in Delhi, not Maharashtra' },
        ]),
      );
    renderWithQuery(<AddressForm variant="checkout" onSave={onSave} />);
    fillAddress();
    type(/Address line 2/, 'Near the post office');
    type('Pincode', '110001');
    await flush();
    save();
    await flush();
    expect(onSave).toHaveBeenCalledWith({
      label: 'Home',
      line1: '12 Janpath',
      line2: 'Near the post office',
      pincode: '110001',
      city: 'Central Delhi',
      state: 'Delhi',
      phone: '9876543210',
    });
    const pincode = field('Pincode');
    expect(document.getElementById(pincode.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Pincode 110001 is in Delhi, not Maharashtra',
    );
    expect(field(/Address line 2/).value).toBe('Near the post office');
  });

  it('offers Home and Office at checkout, and Other as well on the account page', () => {
    stubFetch(() => lookupAnswer(true));
    renderWithQuery(<AddressForm variant="checkout" onSave={vi.fn()} />);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'Home',
      'Office',
    ]);
    cleanup();
    renderWithQuery(<AddressForm variant="account" onSave={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Address type' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'Home',
      'Office',
      'Other',
    ]);
  });
});
