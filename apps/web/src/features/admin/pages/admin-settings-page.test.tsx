import type { AdminSettings } from '@svarna/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSettings } from '../testing/content-factories';
import { type ApiCall, json, renderAdmin, stubAdminApi } from '../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serveSettings(initial: AdminSettings, write?: (call: ApiCall) => Response | undefined) {
  let settings = initial;
  return {
    replace: (next: AdminSettings) => {
      settings = next;
    },
    calls: stubAdminApi('admin', (call) => {
      if (call.path !== '/admin/content/settings') return undefined;
      if (call.method === 'GET') return json(200, { success: true, settings });
      const refused = write?.(call);
      if (refused) return refused;
      settings = { ...settings, ...(call.body as object), version: settings.version + 1 } as AdminSettings;
      return json(200, { success: true, settings });
    }),
  };
}

const change = (form: HTMLElement, label: RegExp | string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('AdminSettingsPage', () => {
  it('names each bad field, focuses the first and sends nothing', async () => {
    const { calls } = serveSettings(createSettings());
    renderAdmin('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Settings' });
    change(form, 'Top bar text', ' ');
    change(form, 'Support email', 'care at svarna');
    change(form, 'WhatsApp number', '12345');
    change(form, 'Support phone', 'call us');
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Top bar text is required while the top bar is shown')).toBeTruthy();
    expect(within(form).getByText('Support email must be an email address')).toBeTruthy();
    expect(within(form).getByText('WhatsApp number must be a 10-digit Indian mobile number')).toBeTruthy();
    expect(
      within(form).getByText('Support phone must be an Indian phone number, such as +91 98765 43210'),
    ).toBeTruthy();
    const topBarText = within(form).getByLabelText('Top bar text');
    await waitFor(() => expect(document.activeElement).toBe(topBarText));
    expect(topBarText.getAttribute('aria-describedby')).toBe(`${topBarText.id}-error`);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('saves the settings with the version it opened; an empty offer is no offer', async () => {
    const { calls } = serveSettings(createSettings({ bankOffer: '10% off with HDFC cards' }));
    renderAdmin('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Settings' });
    fireEvent.click(within(form).getByLabelText('Show the top bar'));
    change(form, 'Top bar text', '');
    change(form, 'WhatsApp number', '098765 43211');
    change(form, /Bank offer/, '  ');
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Saved.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({
        body: {
          topBar: { enabled: false, text: '' },
          supportPhone: '+91 98765 43210',
          supportEmail: 'care@svarna.test',
          supportWhatsapp: '+919876543211',
          bankOffer: null,
          version: 2,
        },
      }),
    ]);
    expect((within(form).getByLabelText('WhatsApp number') as HTMLInputElement).value).toBe('+919876543211');
  });

  it('on a 409 says someone else changed them; Reload brings in the saved settings', async () => {
    const stale = 'The settings were changed by someone else since you opened them.';
    const server = serveSettings(createSettings(), () =>
      json(409, {
        success: false,
        message: stale,
        code: 'CONFLICT',
        details: [{ field: 'version', message: stale }],
      }),
    );
    renderAdmin('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Settings' });
    change(form, 'Support email', 'help@svarna.test');
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('changed by someone else since you opened it');
    expect((within(form).getByLabelText('Support email') as HTMLInputElement).value).toBe('help@svarna.test');

    server.replace(createSettings({ supportEmail: 'orders@svarna.test', version: 5 }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((within(form).getByLabelText('Support email') as HTMLInputElement).value).toBe(
        'orders@svarna.test',
      ),
    );
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});
