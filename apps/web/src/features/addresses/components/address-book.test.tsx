import type { Address } from '@svarna/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, lookupAnswer, renderWithQuery, stubFetch } from '../testing/render-with-query';
import { AddressBook } from './address-book';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const address = (_id: string, overrides: Partial<Address> = {}): Address => ({
  _id,
  label: 'Home',
  name: 'Asha Rao',
  email: 'asha@mail.test',
  line1: `${_id} Janpath`,
  line2: '',
  city: 'Central Delhi',
  state: 'Delhi',
  pincode: '110001',
  country: 'India',
  phone: '+919876543210',
  isDefault: false,
  ...overrides,
});
const list = (addresses: Address[]) => json(200, { success: true, addresses });

function Book() {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <AddressBook
        variant="checkout"
        selectedId={selected}
        onSelect={setSelected}
        contact={{ name: 'Asha Rao', email: 'asha@mail.test' }}
        defaultPhone="+919876543210"
      />
      <p data-testid="selected">{selected ?? 'none'}</p>
    </>
  );
}
const selected = () => screen.getByTestId('selected').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('AddressBook', () => {
  it('starts at the default address; deleting it after confirming picks the first remaining', async () => {
    const calls = stubFetch((call) =>
      call.method === 'DELETE'
        ? list([address('1')])
        : list([address('1'), address('2', { isDefault: true })]),
    );
    renderWithQuery(<Book />);
    await flush();
    expect(selected()).toBe('2');
    fireEvent.click(screen.getAllByRole('button', { name: /Delete Home address/ })[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Delete address' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this address?');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await flush();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/users/me/address/2']);
    expect(selected()).toBe('1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the form when there is no address; the new address is selected once saved', async () => {
    const calls = stubFetch((call) => {
      if (call.path.startsWith('/pincode')) return lookupAnswer(true);
      return call.method === 'POST' ? list([address('9')]) : list([]);
    });
    renderWithQuery(<Book />);
    await flush();
    expect(selected()).toBe('none');
    fireEvent.change(screen.getByLabelText('Address line 1'), { target: { value: '9 Janpath' } });
    fireEvent.change(screen.getByLabelText('Pincode'), { target: { value: '110001' } });
    await flush();
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('9876543210');
    fireEvent.click(screen.getByRole('radio', { name: 'Office' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await flush();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      label: 'Office',
      line1: '9 Janpath',
      line2: '',
      city: 'Central Delhi',
      state: 'Delhi',
      pincode: '110001',
      country: 'India',
      phone: '+919876543210',
      name: 'Asha Rao',
      email: 'asha@mail.test',
    });
    expect(selected()).toBe('9');
    expect(screen.getByRole('radio', { name: /9 Janpath/ })).toHaveProperty('checked', true);
  });
});
