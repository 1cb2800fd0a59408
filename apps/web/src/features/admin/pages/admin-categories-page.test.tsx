import type { AdminCategory } from '@svarna/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCategory } from '../testing/content-factories';
import { type ApiCall, json, renderAdmin, stubAdminApi } from '../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const categories: AdminCategory[] = [
  createCategory({ _id: '1', name: 'Rings', slug: 'rings', position: 0, productCount: 4, version: 2 }),
  createCategory({ _id: '3', name: 'Cocktail Rings', slug: 'cocktail-rings', parentId: '1', position: 0 }),
  createCategory({ _id: '4', name: 'Bands', slug: 'bands', parentId: '1', position: 1 }),
  createCategory({ _id: '2', name: 'Earrings', slug: 'earrings', position: 1 }),
];

/** The categories API; `write` answers the writes (undefined: a plain success). */
function serveCategories(write: (call: ApiCall) => Response | undefined = () => undefined) {
  return stubAdminApi('admin', (call) => {
    if (call.method === 'GET' && call.path === '/admin/categories')
      return json(200, { success: true, categories });
    return write(call) ?? json(200, { success: true, category: categories[0], changes: [] });
  });
}

const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');

describe('AdminCategoriesPage', () => {
  it('lists top-level categories with their subcategories nested under them', async () => {
    serveCategories();
    renderAdmin('/admin/categories');
    const rings = await screen.findByRole('list', { name: 'Subcategories of Rings' });
    expect(
      within(rings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Cocktail Rings'), expect.stringContaining('Bands')]);
    expect(screen.getByText('/category/rings · 4 products')).toBeTruthy();
    expect(screen.getByText('/subcategory/bands · 0 products')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Rings up' }).hasAttribute('disabled')).toBe(true);
  });

  it('refuses a nameless or badly addressed category and sends nothing; a good one is created', async () => {
    const calls = serveCategories();
    renderAdmin('/admin/categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    const name = within(form).getByLabelText('Name');
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(name.getAttribute('aria-describedby')).toContain(name.id);
    await waitFor(() => expect(document.activeElement).toBe(name));

    fireEvent.change(name, { target: { value: 'Nose Pins' } });
    fireEvent.change(within(form).getByLabelText(/Slug/), { target: { value: 'Nose Pins!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    expect(
      await within(form).findByText('Slug may contain lower-case letters, digits and single hyphens only'),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/Slug/), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Subcategory of'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('Saved Nose Pins.')).toBeTruthy();
    expect(writes(calls)).toMatchObject([
      {
        method: 'POST',
        path: '/admin/categories',
        body: { name: 'Nose Pins', description: '', parentId: '2', image: null },
      },
    ]);
    expect(writes(calls)[0]?.body).not.toHaveProperty('slug');
  });

  it('renames with the version it opened; a 409 says someone else changed it and Reload brings theirs', async () => {
    const stale = 'This category was changed by someone else since you opened it.';
    const calls = serveCategories((call) =>
      call.method === 'PUT'
        ? json(409, {
            success: false,
            message: stale,
            code: 'CONFLICT',
            details: [{ field: 'version', message: stale }],
          })
        : undefined,
    );
    renderAdmin('/admin/categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Rings' }));
    const form = screen.getByRole('form', { name: 'Edit Rings' });
    const name = within(form).getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Finger Rings' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('changed by someone else since you opened it');
    expect(writes(calls)).toMatchObject([
      {
        method: 'PUT',
        path: '/admin/categories/1',
        body: { name: 'Finger Rings', slug: 'rings', version: 2 },
      },
    ]);
    expect(name.value).toBe('Finger Rings');

    categories[0] = { ...categories[0]!, name: 'Rings and Bands', version: 3 };
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(name.value).toBe('Rings and Bands'));
    categories[0] = { ...categories[0]!, name: 'Rings', version: 2 };
  });

  it('shows a taken slug beside the slug field, not as a stale version', async () => {
    const taken = 'Another category already has this slug';
    serveCategories((call) =>
      call.method === 'PUT'
        ? json(409, {
            success: false,
            message: taken,
            code: 'CONFLICT',
            details: [{ field: 'slug', message: taken }],
          })
        : undefined,
    );
    renderAdmin('/admin/categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Earrings' }));
    const form = screen.getByRole('form', { name: 'Edit Earrings' });
    const slug = within(form).getByLabelText(/Slug/);
    fireEvent.change(slug, { target: { value: 'rings' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(document.activeElement).toBe(slug));
    expect(slug.getAttribute('aria-describedby')).toContain(`${slug.id}-error`);
    expect(document.getElementById(`${slug.id}-error`)?.textContent).toBe(taken);
    expect(within(form).queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('sends the new order of the siblings moved, only when Save order is pressed', async () => {
    const calls = serveCategories();
    renderAdmin('/admin/categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Earrings up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Bands up' }));
    const top = screen.getByRole('list', { name: 'Categories' });
    expect(within(top).getAllByRole('listitem')[0]?.textContent).toContain('Earrings');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Bands down' })),
    );
    expect(writes(calls)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('The new order is saved.')).toBeTruthy();
    expect(writes(calls)).toMatchObject([
      { method: 'PUT', path: '/admin/categories/order', body: { ids: ['2', '1'] } },
      { method: 'PUT', path: '/admin/categories/order', body: { ids: ['4', '3'] } },
    ]);
  });

  it("asks before deleting and shows the server's refusal of a category with products", async () => {
    const calls = serveCategories((call) =>
      call.method === 'DELETE'
        ? json(409, {
            success: false,
            message: 'Rings has 4 products: move them to another category first',
            code: 'CONFLICT',
          })
        : undefined,
    );
    renderAdmin('/admin/categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Rings' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Rings?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Rings' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete category' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Rings has 4 products: move them to another category first',
    );
    expect(writes(calls)).toMatchObject([{ method: 'DELETE', path: '/admin/categories/1' }]);
  });
});
