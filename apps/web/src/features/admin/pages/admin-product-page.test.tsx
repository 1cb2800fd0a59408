import { SALE_ABOVE_MRP_MESSAGE } from '@svarna/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminProduct } from '../testing/catalog-products';
import { type ApiCall, json, renderAdmin } from '../testing/render-admin';
import { serveCatalog } from '../testing/serve-catalog';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** the first field with that label: the product's own, before any variant's */
const input = (label: string | RegExp) => screen.getAllByLabelText(label)[0] as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT' || c.method === 'POST');

describe('AdminProductPage: the product form', () => {
  it('refuses a sale above the MRP, a bad HSN code and a photo without alt text, sending nothing', async () => {
    const server = serveCatalog();
    renderAdmin('/admin/products/12');
    await screen.findByRole('heading', { name: 'Moissanite Ring', level: 1 });
    type('MRP (₹)', '4999');
    type(/^Sale price \(₹\)/, '5200');
    type('HSN code', '71');
    type('Alt text, photo 2', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const sale = input(/^Sale price \(₹\)/);
    await waitFor(() => expect(sale.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(sale.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent,
    ).toBe(SALE_ABOVE_MRP_MESSAGE);
    expect(screen.getByText('HSN code must be 4, 6 or 8 digits')).toBeTruthy();
    const alt = input('Alt text, photo 2');
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^Alt text is required/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Nothing was saved: correct the marked fields. Photo 2 needs alt text.',
    );
    // the first problem in the page's order: the photo's alt text comes before the prices
    await waitFor(() => expect(document.activeElement).toBe(alt));
    expect(writes(server.calls)).toEqual([]);
  });

  it('makes the slug from the name until the owner edits it, then leaves it', async () => {
    serveCatalog();
    renderAdmin('/admin/products/new');
    await screen.findByRole('heading', { name: 'New product', level: 1 });
    type('Name', 'Kundan Choker (Gold)');
    expect(input('Slug').value).toBe('kundan-choker-gold');
    type('Slug', 'choker-gold');
    type('Name', 'Kundan Choker Set');
    expect(input('Slug').value).toBe('choker-gold');
    fireEvent.click(screen.getByRole('button', { name: 'Make the slug from the name' }));
    expect(input('Slug').value).toBe('kundan-choker-set');
  });

  it('tells the owner that the old link will redirect when a saved slug changes', async () => {
    serveCatalog();
    renderAdmin('/admin/products/12');
    await screen.findByRole('heading', { name: 'Moissanite Ring', level: 1 });
    type('Name', 'Moissanite Solitaire');
    expect(input('Slug').value).toBe('moissanite-ring');
    type('Slug', 'moissanite-solitaire');
    expect(
      screen.getByText(
        'The old link /product/moissanite-ring will redirect to /product/moissanite-solitaire.',
      ),
    ).toBeTruthy();
  });

  it('makes a variant row for each combination of the options, SKU from the slug and values', async () => {
    const server = serveCatalog();
    renderAdmin('/admin/products/new');
    await screen.findByRole('heading', { name: 'New product', level: 1 });
    type('Name', 'Kundan Ring');
    type('MRP (₹)', '2,499');
    expect(screen.getByText('Reads as ₹2,499')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Yes: variants/));
    expect(input('Option name').value).toBe('Size');
    type('Add values to Size', '6-8');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const values = screen.getByRole('list', { name: 'Values of Size' });
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['6', '7', '8']);
    fireEvent.click(screen.getByRole('button', { name: 'Add another option' }));
    const [, colourName] = screen.getAllByLabelText('Option name') as HTMLInputElement[];
    expect(colourName!.value).toBe('Colour');
    fireEvent.keyDown(screen.getByLabelText('Add values to Colour'), { key: 'Enter' });
    type('Add values to Colour', 'Gold, Rose Gold');
    fireEvent.keyDown(screen.getByLabelText('Add values to Colour'), { key: 'Enter' });

    const variants = screen.getByRole('region', { name: 'Variants' });
    const legends = within(variants)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent);
    expect(legends).toEqual([
      'Size 6 · Colour Gold',
      'Size 6 · Colour Rose Gold',
      'Size 7 · Colour Gold',
      'Size 7 · Colour Rose Gold',
      'Size 8 · Colour Gold',
      'Size 8 · Colour Rose Gold',
    ]);
    const second = within(variants).getAllByRole('group')[1]!;
    expect((within(second).getByLabelText('SKU') as HTMLInputElement).value).toBe('KUNDAN-RING-6-ROSE-GOLD');
    expect((within(second).getByLabelText('Price (₹)') as HTMLInputElement).value).toBe('2,499');

    fireEvent.click(screen.getByRole('button', { name: 'Remove 8 from Size' }));
    expect(within(variants).getAllByRole('group')).toHaveLength(4);
    fireEvent.change(within(second).getByLabelText('Stock'), { target: { value: '3' } });
    await screen.findByRole('option', { name: 'Rings' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'rings' } });
    fireEvent.change(screen.getByLabelText('Subcategory (optional)'), {
      target: { value: 'solitaire-rings' },
    });
    fireEvent.click(await screen.findByLabelText('Festive'));
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(writes(server.calls)).toHaveLength(1));
    const sent = writes(server.calls)[0]!.body as Record<string, unknown> & { variants: unknown[] };
    expect(sent).toMatchObject({
      name: 'Kundan Ring',
      slug: 'kundan-ring',
      basePrice: 2499,
      categorySlug: 'rings',
      subcategorySlug: 'solitaire-rings',
      collectionSlugs: ['festive'],
      hsnCode: '7113',
      gstRate: 3,
      status: 'hidden',
    });
    expect(sent.stock).toBeUndefined();
    expect(sent.variants).toHaveLength(4);
    expect(sent.variants[1]).toEqual({
      sku: 'KUNDAN-RING-6-ROSE-GOLD',
      options: [
        { name: 'Size', value: '6' },
        { name: 'Colour', value: 'Rose Gold' },
      ],
      price: 2499,
      salePrice: null,
      inventory: 3,
      photos: [],
    });
  });

  it('saves with the version it opened and clears the draft', async () => {
    const server = serveCatalog();
    renderAdmin('/admin/products/12');
    await screen.findByRole('heading', { name: 'Moissanite Ring', level: 1 });
    type('Short description (optional)', 'A bright solitaire');
    await waitFor(() => expect(localStorage.getItem('deskDraft:product:12')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Saved: Moissanite Ring is hidden.')).toBeTruthy();
    expect(writes(server.calls)[0]).toMatchObject({
      method: 'PUT',
      path: '/admin/products/12',
      body: {
        version: 3,
        status: 'hidden',
        shortDescription: 'A bright solitaire',
        hsnCode: '7113',
        gstRate: 3,
      },
    });
    expect(localStorage.getItem('deskDraft:product:12')).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('on a 409 says someone else changed it, keeps the owner’s text, and Reload brings theirs', async () => {
    const server = serveCatalog();
    renderAdmin('/admin/products/12');
    await screen.findByRole('heading', { name: 'Moissanite Ring', level: 1 });
    type('Long description (optional)', 'My long story of this ring');
    server.product = { ...server.product, version: 4, description: 'Their words' };
    server.refuseNext = () =>
      json(409, {
        success: false,
        code: 'CONFLICT',
        message:
          'This product was changed by someone else since you opened it. Reload it to see their changes.',
      });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('changed by someone else since you opened it');
    expect(input('Long description (optional)').value).toBe('My long story of this ring');

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(input('Long description (optional)').value).toBe('Their words'));
    expect(screen.queryByText(/changed by someone else/)).toBeNull();
    type('Long description (optional)', 'Their words, and mine');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: Moissanite Ring is published.');
    expect(writes(server.calls).at(-1)?.body).toMatchObject({
      version: 4,
      description: 'Their words, and mine',
    });
  });

  it("shows the server's field errors beside their fields (variants[1].sku)", async () => {
    const server = serveCatalog();
    renderAdmin('/admin/products/12');
    await screen.findByRole('heading', { name: 'Moissanite Ring', level: 1 });
    server.refuseNext = () =>
      json(400, {
        success: false,
        code: 'VALIDATION',
        message: 'Please check the marked fields.',
        details: [{ field: 'variants[1].sku', message: 'sku MR-7 is already used by Silver Band' }],
      });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the marked fields.');
    const row = screen
      .getAllByRole('group')
      .find((g) => g.querySelector('legend')?.textContent === 'Size 7')!;
    const sku = within(row).getByLabelText('SKU');
    expect(sku.getAttribute('aria-invalid')).toBe('true');
    expect(within(row).getByText('SKU MR-7 is already used by Silver Band')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(sku));
  });

  it('restores the draft after the page is opened again, and Discard goes back to the saved product', async () => {
    serveCatalog();
    const first = renderAdmin('/admin/products/12');
    await screen.findByRole('heading', { name: 'Moissanite Ring', level: 1 });
    type('Name', 'Moissanite Ring, half typed');
    await waitFor(() => expect(localStorage.getItem('deskDraft:product:12')).not.toBeNull());
    first.unmount();

    renderAdmin('/admin/products/12');
    expect(await screen.findByText(/^Restored your unsaved changes from \d+ \w+ \d{4}, /)).toBeTruthy();
    expect(input('Name').value).toBe('Moissanite Ring, half typed');
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(input('Name').value).toBe('Moissanite Ring');
    expect(localStorage.getItem('deskDraft:product:12')).toBeNull();
  });

  it('offers Delete with a confirmation only for a product never ordered', async () => {
    const server = serveCatalog();
    renderAdmin('/admin/products/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete product' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Moissanite Ring?' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete product' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete product' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/products'));
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe('/admin/products/12');
    expect(dialog.isConnected).toBe(false);
  });

  it('explains that an ordered product can only be hidden', async () => {
    serveCatalog(adminProduct({ everOrdered: true }));
    renderAdmin('/admin/products/12');
    expect(await screen.findByText(/has been ordered, so it cannot be deleted/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete product' })).toBeNull();
  });
});
