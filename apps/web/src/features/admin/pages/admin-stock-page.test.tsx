import type { AdminProductStock } from '@svarna/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProductStock } from '../testing/create-admin-order';
import { type ApiCall, json, renderAdmin, stubAdminApi } from '../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const productRow = {
  _id: '12',
  name: 'Moissanite Ring',
  slug: 'moissanite-ring',
  stock: 0,
  variantCount: 2,
  available: 6,
};

/** The desk's stock API over one product; a PUT sets the figure and records the change. */
function serveStock(initial: AdminProductStock) {
  let product = initial;
  return stubAdminApi('admin', (call: ApiCall) => {
    if (call.path === '/admin/products')
      return json(200, {
        success: true,
        products: [productRow],
        pagination: { page: 1, limit: 20, total: 1, pages: 1 },
      });
    if (call.method === 'GET' && call.path === '/admin/products/12/stock')
      return json(200, { success: true, product });
    if (call.method === 'PUT') {
      const { stock, reason = '' } = call.body as { stock: number; reason?: string };
      const variantId = /^\/admin\/variants\/(\d+)\/stock$/.exec(call.path)?.[1] ?? null;
      const previous = variantId
        ? product.variants.find((v) => v._id === variantId)!.inventory
        : product.stock;
      product = {
        ...product,
        stock: variantId ? product.stock : stock,
        variants: product.variants.map((v) => (v._id === variantId ? { ...v, inventory: stock } : v)),
        changes: [
          {
            id: 2,
            variantId,
            previous,
            next: stock,
            reason,
            actor: 'admin:9',
            actorName: 'Store Owner',
            at: '2025-09-16T10:30:00.000Z',
          },
          ...product.changes,
        ],
      };
      return json(200, { success: true, product });
    }
    return undefined;
  });
}

describe('AdminStockPage', () => {
  it("finds a product and shows each variant's inventory and the past changes", async () => {
    const calls = serveStock(createProductStock());
    renderAdmin('/admin/stock');
    fireEvent.change(await screen.findByLabelText('Find a product'), { target: { value: 'ring' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(calls.some((c) => c.query.get('q') === 'ring')).toBe(true));
    fireEvent.click(await screen.findByRole('link', { name: /Moissanite Ring\s*6 available · 2 variants/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/stock?q=ring&product=12'),
    );
    const size6 = await screen.findByRole('form', { name: 'Stock of Size 6 (MR-6)' });
    expect((within(size6).getByLabelText('Stock') as HTMLInputElement).value).toBe('4');
    expect(screen.getByRole('form', { name: 'Stock of Size 7 (MR-7)' })).toBeTruthy();
    const changes = screen.getByRole('region', { name: 'Past changes' }).textContent ?? '';
    expect(changes).toContain('Size 6: 6 → 4');
    expect(changes).toContain('Damaged in transit');
    expect(changes).toContain('Store Owner (admin) · 15 Sept 2025, 12:00 pm');
  });

  it('names the bad field and sends nothing; a good figure is saved with its reason', async () => {
    const calls = serveStock(createProductStock());
    renderAdmin('/admin/stock?product=12');
    const size6 = await screen.findByRole('form', { name: 'Stock of Size 6 (MR-6)' });
    const stock = within(size6).getByLabelText('Stock');
    fireEvent.change(stock, { target: { value: '-1' } });
    fireEvent.click(within(size6).getByRole('button', { name: 'Save' }));
    expect(await within(size6).findByText('Stock must not be negative')).toBeTruthy();
    expect(stock.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(stock, { target: { value: '7' } });
    fireEvent.change(within(size6).getByLabelText(/Reason/), { target: { value: 'Recount' } });
    fireEvent.click(within(size6).getByRole('button', { name: 'Save' }));
    expect(await within(size6).findByText('Saved: Size 6 (MR-6) now has 7 in stock.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/admin/variants/31/stock',
      body: { stock: 7, reason: 'Recount' },
    });
    expect(screen.getByRole('region', { name: 'Past changes' }).textContent).toContain('Size 6: 4 → 7');
    expect((within(size6).getByLabelText('Stock') as HTMLInputElement).value).toBe('7');
  });

  it("sets a product's own stock when it has no variants", async () => {
    const calls = serveStock(createProductStock({ stock: 3, variants: [], changes: [] }));
    renderAdmin('/admin/stock?product=12');
    const form = await screen.findByRole('form', { name: 'Stock of Moissanite Ring' });
    expect(screen.getByText('No changes yet.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Stock'), { target: { value: '10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('Saved: Moissanite Ring now has 10 in stock.');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/admin/products/12/stock',
      body: { stock: 10 },
    });
  });

  it("shows the server's message when it refuses a figure", async () => {
    stubAdminApi('admin', (call) => {
      if (call.path === '/admin/products')
        return json(200, {
          success: true,
          products: [],
          pagination: { page: 1, limit: 20, total: 0, pages: 0 },
        });
      if (call.method === 'GET') return json(200, { success: true, product: createProductStock() });
      return json(400, {
        success: false,
        message: 'Validation failed',
        code: 'VALIDATION',
        details: [{ field: 'stock', message: 'stock must be at most 1000000' }],
      });
    });
    renderAdmin('/admin/stock?product=12');
    const size7 = await screen.findByRole('form', { name: 'Stock of Size 7 (MR-7)' });
    fireEvent.click(within(size7).getByRole('button', { name: 'Save' }));
    expect((await within(size7).findByRole('alert')).textContent).toBe('Validation failed');
    expect(within(size7).getByText('stock must be at most 1000000')).toBeTruthy();
  });
});
