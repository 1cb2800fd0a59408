import type { AdminCollection } from '@svarna/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCollection } from '../testing/content-factories';
import { type ApiCall, json, renderAdmin, stubAdminApi } from '../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const found = {
  success: true,
  products: [
    { _id: '13', name: 'Temple Jhumkas', slug: 'temple-jhumkas', stock: 3, variantCount: 0, available: 3 },
  ],
  pagination: { page: 1, limit: 20, total: 1, pages: 1 },
};

/** One collection behind the desk's API; `write` answers PUT and POST (undefined: saved as sent). */
function serveCollection(
  collection: AdminCollection,
  write: (call: ApiCall) => Response | undefined = () => undefined,
) {
  let current = collection;
  return stubAdminApi('admin', (call) => {
    if (call.method === 'GET' && call.path === `/admin/collections/${current._id}`)
      return json(200, { success: true, collection: current });
    if (call.method === 'GET' && call.path === '/admin/products') return json(200, found);
    if (call.method === 'GET' && call.path === '/admin/collections')
      return json(200, { success: true, collections: [] });
    const refused = write(call);
    if (refused) return refused;
    current = { ...current, _id: current._id === 'new' ? '8' : current._id, version: current.version + 1 };
    return json(call.method === 'POST' ? 201 : 200, { success: true, collection: current });
  });
}

const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');

describe('AdminCollectionPage', () => {
  it('shows the window as Indian days and refuses an end before the start, sending nothing', async () => {
    const calls = serveCollection(createCollection());
    renderAdmin('/admin/collections/7');
    const form = await screen.findByRole('form', { name: 'Edit Diwali Edit' });
    const start = within(form).getByLabelText(/Start date/) as HTMLInputElement;
    const end = within(form).getByLabelText(/End date/) as HTMLInputElement;
    expect(start.value).toBe('2026-10-15');
    expect(end.value).toBe('2026-11-05');
    fireEvent.change(end, { target: { value: '2026-10-14' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save collection' }));
    expect(await within(form).findByText('End date must be on or after start date')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(end.getAttribute('aria-describedby')).toContain(`${end.id}-error`);
    expect(writes(calls)).toEqual([]);

    fireEvent.change(end, { target: { value: '2026-10-15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save collection' }));
    await within(form).findByText('Saved.');
    expect(writes(calls)[0]?.body).toMatchObject({
      startDate: '2026-10-14T18:30:00.000Z',
      endDate: '2026-10-15T18:29:59.999Z',
    });
  });

  it('sends the products in the order the Move buttons left them, with the version it opened', async () => {
    const calls = serveCollection(createCollection());
    renderAdmin('/admin/collections/7');
    const form = await screen.findByRole('form', { name: 'Edit Diwali Edit' });
    fireEvent.click(within(form).getByRole('button', { name: 'Move Moissanite Ring up' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Remove Lotus Studs' }));
    fireEvent.change(within(form).getByLabelText('Find a product to add'), { target: { value: 'jhumka' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Find' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Add Temple Jhumkas' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Move Temple Jhumkas up' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save collection' }));
    await within(form).findByText('Saved.');
    expect(writes(calls)).toMatchObject([
      {
        method: 'PUT',
        path: '/admin/collections/7',
        body: {
          title: 'Diwali Edit',
          slug: 'diwali-edit',
          collectionType: 'festival',
          isActive: true,
          bannerImage: '40',
          styling: { backgroundColor: '#7a1f3d', textColor: '#ffffff' },
          products: ['13', '12'],
          version: 3,
        },
      },
    ]);
  });

  it('answers a 409 with the reload message and keeps what the owner typed', async () => {
    const stale = 'This collection was changed by someone else since you opened it.';
    serveCollection(createCollection(), () =>
      json(409, {
        success: false,
        message: stale,
        code: 'CONFLICT',
        details: [{ field: 'version', message: stale }],
      }),
    );
    renderAdmin('/admin/collections/7');
    const form = await screen.findByRole('form', { name: 'Edit Diwali Edit' });
    const title = within(form).getByLabelText('Title') as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Diwali Gold' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save collection' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('changed by someone else since you opened it');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(title.value).toBe('Diwali Gold');
  });

  it('creates a collection: a title is required first; then it opens at its own address', async () => {
    const calls = serveCollection(createCollection({ _id: 'new', version: 0, products: [] }));
    renderAdmin('/admin/collections/new');
    const form = await screen.findByRole('form', { name: 'New collection' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create collection' }));
    expect(await within(form).findByText('Title is required')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Monsoon Silver' } });
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'seasonal' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create collection' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/collections/8'));
    expect(writes(calls)).toMatchObject([
      {
        method: 'POST',
        path: '/admin/collections',
        body: {
          title: 'Monsoon Silver',
          collectionType: 'seasonal',
          startDate: null,
          endDate: null,
          products: [],
        },
      },
    ]);
    expect(localStorage.getItem('deskDraft:collection:new')).toBeNull();
  });

  it('keeps unsaved changes on this phone and brings them back when the form opens again', async () => {
    serveCollection(createCollection());
    const first = renderAdmin('/admin/collections/7');
    const form = await screen.findByRole('form', { name: 'Edit Diwali Edit' });
    fireEvent.change(within(form).getByLabelText(/Short description/), { target: { value: 'Half typed' } });
    first.unmount();

    renderAdmin('/admin/collections/7');
    const again = await screen.findByRole('form', { name: 'Edit Diwali Edit' });
    expect((within(again).getByLabelText(/Short description/) as HTMLInputElement).value).toBe('Half typed');
    fireEvent.click(within(again).getByRole('button', { name: 'Discard changes' }));
    expect((within(again).getByLabelText(/Short description/) as HTMLInputElement).value).toBe(
      'Festive gold',
    );
    expect(localStorage.getItem('deskDraft:collection:7')).toBeNull();
  });
});
