import type { Address } from '@svarna/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type ApiCall, json, renderAccount, stubFetch } from '../testing/render-account';
import { AddressesTab } from './addresses-tab';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

const saved: Address = {
  _id: '11',
  label: 'Office',
  name: '',
  email: '',
  line1: '5 Park Street',
  line2: '',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
  country: 'India',
  phone: '+919876543210',
  isDefault: false,
};

type Lookup = 'serviceable' | 'unserviceable' | 'fails' | 'hangs';

/** The address API over an in-memory list, and a pincode lookup answering as told. */
function serveAddresses(start: Address[], lookup: () => Lookup): ApiCall[] {
  let list = [...start];
  return stubFetch((call) => {
    if (call.path.startsWith('/pincode/lookup')) {
      const how = lookup();
      if (how === 'hangs') return new Promise<Response>(() => {});
      if (how === 'fails') return json(500, { success: false, code: 'INTERNAL', message: 'Internal error' });
      return json(200, {
        success: true,
        pincode: '110001',
        serviceable: how === 'serviceable',
        city: how === 'serviceable' ? 'Central Delhi' : '',
        district: '',
        state: how === 'serviceable' ? 'Delhi' : '',
      });
    }
    if (call.method === 'POST')
      list = [...list, { ...saved, ...(call.body as object), _id: '12', isDefault: false }];
    if (call.method === 'PATCH')
      list = list.map((a) => ({ ...a, isDefault: call.path.includes(`/${a._id}/`) }));
    return json(200, { success: true, addresses: list });
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const saveButton = () => screen.getByRole('button', { name: /Save address|Update address/ });

describe('AddressesTab', () => {
  it("shows 'No addresses saved' and opens the form with Home, Office and Other, India by default", async () => {
    serveAddresses([], () => 'serviceable');
    renderAccount(<AddressesTab />);
    await flush();
    expect(screen.getByText('No addresses saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Address' }));
    const group = screen.getByRole('group', { name: 'Address type' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Home', 'Office', 'Other']);
    expect(field('Country').value).toBe('India');
    await flush();
    expect(document.activeElement).toBe(field('Address line 1'));
  });

  it('fills city and state read-only for a serviceable pincode, clears them under 6 digits', async () => {
    const calls = serveAddresses([saved], () => 'serviceable');
    renderAccount(<AddressesTab />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    type('City', 'Somewhere');
    type('Pincode', '11000');
    expect(field('City').value).toBe('');
    expect(calls.some((c) => c.path.startsWith('/pincode'))).toBe(false);
    type('Pincode', '110001');
    await flush();
    expect(calls.filter((c) => c.path === '/pincode/lookup?pin=110001')).toHaveLength(1);
    expect(field('City').value).toBe('Central Delhi');
    expect(field('City').readOnly).toBe(true);
    expect(field('State').value).toBe('Delhi');
    expect(field('State').readOnly).toBe(true);
    type('Pincode', '1100');
    expect(field('City').value).toBe('');
    expect(field('City').readOnly).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('blocks saving while the check runs, and on a pincode that is not serviceable', async () => {
    let lookup: Lookup = 'hangs';
    const calls = serveAddresses([saved], () => lookup);
    renderAccount(<AddressesTab />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    type('Address line 1', '1 Rajpath');
    type('Phone', '9876543210');
    type('Pincode', '110001');
    await flush();
    expect(screen.getByText('Checking pincode…')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);

    lookup = 'unserviceable';
    type('Pincode', '999999');
    await flush();
    expect(screen.getByText('This pincode is not serviceable')).toBeTruthy();
    type('City', 'Nowhere');
    fireEvent.change(field('State'), { target: { value: 'Delhi' } });
    fireEvent.click(saveButton());
    await flush();
    expect(screen.getByText('Please fix pincode issues before saving')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("says 'Failed to verify pincode. Please try again.' when the lookup fails", async () => {
    serveAddresses([saved], () => 'fails');
    renderAccount(<AddressesTab />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    type('Pincode', '110001');
    await flush();
    expect(screen.getByText('Failed to verify pincode. Please try again.')).toBeTruthy();
    fireEvent.click(saveButton());
    await flush();
    expect(screen.getByText('Please fix pincode issues before saving')).toBeTruthy();
  });

  it('saves a new Other address with the looked-up city and state, then lists it', async () => {
    const calls = serveAddresses([saved], () => 'serviceable');
    renderAccount(<AddressesTab />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    fireEvent.click(screen.getByLabelText('Other'));
    type('Address line 1', '1 Rajpath');
    type('Phone', '9876543210');
    type('Pincode', '110001');
    await flush();
    fireEvent.click(saveButton());
    await flush();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      label: 'Other',
      line1: '1 Rajpath',
      pincode: '110001',
      city: 'Central Delhi',
      state: 'Delhi',
      country: 'India',
      phone: '+919876543210',
    });
    expect(screen.getByRole('article', { name: 'Other address' })).toBeTruthy();
  });

  it('after saving, takes the shopper back to the list: its heading scrolled to and focused', async () => {
    serveAddresses([saved], () => 'serviceable');
    // jsdom lays nothing out and has no scrollIntoView: record what would be scrolled to
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    renderAccount(<AddressesTab />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    type('Address line 1', '1 Rajpath');
    type('Phone', '9876543210');
    type('Pincode', '110001');
    await flush();
    fireEvent.click(saveButton());
    await flush();
    const heading = screen.getByRole('heading', { name: 'Your Addresses' });
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toEqual([heading]);
  });

  it('sets a card as the default and shows the Default badge on it', async () => {
    const calls = serveAddresses(
      [{ ...saved, isDefault: true, _id: '10', label: 'Home' }, saved],
      () => 'serviceable',
    );
    renderAccount(<AddressesTab />);
    await flush();
    const office = screen.getByRole('article', { name: 'Office address' });
    expect(
      within(screen.getByRole('article', { name: 'Home address (default)' })).getByText('Default'),
    ).toBeTruthy();
    fireEvent.click(within(office).getByRole('button', { name: /Set as default/ }));
    await flush();
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', path: '/users/me/address/11/set-default' });
    expect(screen.getByRole('article', { name: 'Office address (default)' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Home address' })).toBeTruthy();
  });
});
