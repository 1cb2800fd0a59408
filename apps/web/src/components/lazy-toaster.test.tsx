import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../lib/toast';
import { LazyToaster, PHONE_QUERY } from './lazy-toaster';

function stubViewport(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === PHONE_QUERY ? phone : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

async function toasterFor(phone: boolean) {
  stubViewport(phone);
  render(<LazyToaster theme="light" />);
  toast.success('Address added successfully');
  await vi.waitFor(() => expect(document.querySelector('[data-sonner-toast]')).not.toBeNull());
  return document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => Promise.resolve());
});

describe('LazyToaster', () => {
  it('shows toasts at the top on a phone, clear of the sticky bottom bars', async () => {
    const toaster = await toasterFor(true);
    expect([toaster.dataset.yPosition, toaster.dataset.xPosition]).toEqual(['top', 'center']);
  });

  it('keeps bottom-right on wider screens', async () => {
    const toaster = await toasterFor(false);
    expect([toaster.dataset.yPosition, toaster.dataset.xPosition]).toEqual(['bottom', 'right']);
  });
});
