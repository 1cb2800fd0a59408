import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productListItem } from '../testing/catalog-products';
import { type ApiCall, json, renderAdmin, stubAdminApi } from '../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const listAnswer = (call: ApiCall) =>
  call.path === '/admin/products'
    ? json(200, {
        success: true,
        products: [
          productListItem(),
          productListItem({
            _id: '13',
            name: 'Moissanite Ring',
            slug: 'moissanite-ring',
            status: 'hidden',
            salePrice: null,
            basePrice: 4999,
            available: 0,
            variantCount: 2,
          }),
        ],
        pagination: { page: Number(call.query.get('page') ?? 1), limit: 20, total: 41, pages: 3 },
      })
    : undefined;

const listQueries = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/admin/products').map((c) => c.query.toString());
const location = () => screen.getByTestId('location').textContent;

describe('AdminProductsPage', () => {
  it('shows a table for the desk and cards for a phone, each product linking to its edit page', async () => {
    const calls = stubAdminApi('admin', listAnswer);
    renderAdmin('/admin/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(table.className).toContain('lg:table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Kundan Choker' }).getAttribute('href')).toBe(
      '/admin/products/12',
    );
    for (const part of ['Necklaces', 'Published', '₹99,999', '₹1,24,999', '3 available · Low'])
      expect(first!.textContent).toContain(part);
    for (const part of ['Hidden', '₹4,999', '0 available · Out of stock', '2 variants'])
      expect(second!.textContent).toContain(part);

    const cards = screen.getByRole('list', { name: 'Products' });
    expect(cards.className).toContain('lg:hidden');
    const card = within(cards).getAllByRole('listitem')[1]!;
    expect(within(card).getByRole('link', { name: 'Moissanite Ring' }).getAttribute('href')).toBe(
      '/admin/products/13',
    );
    expect(screen.getByRole('link', { name: 'New product' }).getAttribute('href')).toBe(
      '/admin/products/new',
    );
    expect(screen.getByText('Page 1 of 3 (41 products)')).toBeTruthy();
    expect(listQueries(calls)).toEqual(['sort=updated&page=1&limit=20']);
    const nav = screen.getByRole('navigation', { name: 'Order desk' });
    expect(within(nav).getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts the filters, the sort and the page in the URL and asks for them', async () => {
    const calls = stubAdminApi('admin', listAnswer);
    renderAdmin('/admin/products?page=2');
    await screen.findByRole('table', { name: 'Products' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'hidden' } });
    expect(location()).toBe('/admin/products?status=hidden');
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: 'low' } });
    expect(location()).toBe('/admin/products?status=hidden&stock=low');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-asc' } });
    expect(location()).toBe('/admin/products?status=hidden&stock=low&sort=price-asc');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(location()).toBe('/admin/products?status=hidden&stock=low&sort=price-asc&page=2');
    await waitFor(() =>
      expect(listQueries(calls)).toContain('status=hidden&stock=low&sort=price-asc&page=2&limit=20'),
    );
  });

  it('searches once the owner pauses typing, not at every key', async () => {
    const calls = stubAdminApi('admin', listAnswer);
    renderAdmin('/admin/products?stock=out');
    await screen.findByRole('table', { name: 'Products' });
    vi.useFakeTimers();
    const search = screen.getByLabelText('Search products');
    fireEvent.change(search, { target: { value: 'kun' } });
    fireEvent.change(search, { target: { value: 'kundan ' } });
    act(() => vi.advanceTimersByTime(200));
    expect(location()).toBe('/admin/products?stock=out');
    act(() => vi.advanceTimersByTime(200));
    expect(location()).toBe('/admin/products?q=kundan&stock=out');
    expect((search as HTMLInputElement).value).toBe('kundan ');
    vi.useRealTimers();
    await waitFor(() =>
      expect(listQueries(calls)).toContain('q=kundan&stock=out&sort=updated&page=1&limit=20'),
    );
    expect(listQueries(calls).some((q) => q.startsWith('q=kun&'))).toBe(false);
  });

  it("exports every product as a CSV with the session token and saves it under the server's name", async () => {
    localStorage.setItem('accessToken', 'token-A');
    const saved: { href: string; download: string }[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:products'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    const calls = stubAdminApi('admin', (call) =>
      call.path === '/admin/products/export'
        ? new Response('\uFEFFHandle,Title\nkundan-choker,Kundan Choker\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="products-2025-06-01.csv"',
            },
          })
        : listAnswer(call),
    );
    renderAdmin('/admin/products');
    await screen.findByRole('table', { name: 'Products' });
    expect(screen.getByRole('link', { name: 'Import CSV' }).getAttribute('href')).toBe(
      '/admin/products/import',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:products', download: 'products-2025-06-01.csv' }]),
    );
    const exported = calls.filter((c) => c.path === '/admin/products/export');
    expect(exported).toHaveLength(1);
    expect(exported[0]!.method).toBe('GET');
    expect(exported[0]!.headers.get('Authorization')).toBe('Bearer token-A');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.size).toBeGreaterThan(0);
    click.mockRestore();
    localStorage.clear();
  });

  it('says so when the export cannot be downloaded', async () => {
    stubAdminApi('admin', (call) =>
      call.path === '/admin/products/export'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : listAnswer(call),
    );
    renderAdmin('/admin/products');
    await screen.findByRole('table', { name: 'Products' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The CSV could not be downloaded: check the connection and try again.',
    );
  });
});
