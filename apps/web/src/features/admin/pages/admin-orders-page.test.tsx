import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminOrder } from '../testing/create-admin-order';
import { type ApiCall, json, renderAdmin, stubAdminApi } from '../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ordersAnswer =
  (total = 1, pages = 1) =>
  (call: ApiCall) =>
    call.path === '/admin/orders'
      ? json(200, {
          success: true,
          orders: [createAdminOrder()],
          pagination: { page: Number(call.query.get('page')), limit: 20, total, pages },
        })
      : undefined;

const orderCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/admin/orders').map((c) => c.query.toString());

describe('AdminOrdersPage', () => {
  it('shows a customer the not-allowed page and asks the API for nothing', async () => {
    const calls = stubAdminApi('customer', () => undefined);
    renderAdmin('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/users/profile']);
  });

  it('lists orders with number, time, customer, total in Indian grouping, payment and status', async () => {
    const calls = stubAdminApi('admin', ordersAnswer());
    renderAdmin('/admin/orders?status=processing&q=98765');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: '#0ABCDEF1' }).getAttribute('href')).toBe(
      '/admin/orders/66aa0000000000000abcdef1',
    );
    const text = row.textContent ?? '';
    for (const part of [
      '16 Sept 2025, 4:00 pm',
      'Asha Rao',
      '+91 98765 43210',
      '₹1,25,098',
      'Prepaid · Paid',
      'Processing',
    ])
      expect(text).toContain(part);
    expect(orderCalls(calls)).toEqual(['status=processing&q=98765&page=1&limit=20']);
    expect(screen.getByText('Page 1 of 1 (1 order)')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Order desk' });
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Stock' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps the status filter and the search in the URL, starting again at page 1', async () => {
    const calls = stubAdminApi('admin', ordersAnswer(45, 3));
    renderAdmin('/admin/orders?page=2');
    await screen.findByRole('table', { name: 'Orders' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'shipped' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/orders?status=shipped'),
    );
    fireEvent.change(screen.getByLabelText('Search orders'), { target: { value: ' abcdef1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/orders?status=shipped&q=abcdef1'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/admin/orders?status=shipped&q=abcdef1&page=2',
      ),
    );
    await waitFor(() =>
      expect(orderCalls(calls)).toEqual([
        'page=2&limit=20',
        'status=shipped&page=1&limit=20',
        'status=shipped&q=abcdef1&page=1&limit=20',
        'status=shipped&q=abcdef1&page=2&limit=20',
      ]),
    );
  });

  it("opens on a dashboard card's exact list and keeps the payment filter and its window in the URL", async () => {
    const calls = stubAdminApi('admin', ordersAnswer(3));
    renderAdmin('/admin/orders?payment=refunded&days=7');
    await screen.findByRole('table', { name: 'Orders' });
    expect((screen.getByLabelText('Payment') as HTMLSelectElement).value).toBe('refunded');
    expect((screen.getByLabelText('Refunded') as HTMLSelectElement).value).toBe('7');
    fireEvent.change(screen.getByLabelText('Refunded'), { target: { value: '30' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/orders?payment=refunded&days=30'),
    );
    // another money filter drops the window, which only the refunded list takes
    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: 'refund_open' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/orders?payment=refund_open'),
    );
    expect(screen.queryByLabelText('Refunded')).toBeNull();
    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/orders'));
    await waitFor(() =>
      expect(orderCalls(calls)).toEqual([
        'payment=refunded&days=7&page=1&limit=20',
        'payment=refunded&days=30&page=1&limit=20',
        'payment=refund_open&page=1&limit=20',
        'page=1&limit=20',
      ]),
    );
  });

  it('shows the not-allowed page when the API refuses with 403', async () => {
    stubAdminApi('admin', () => json(403, { success: false, message: 'Admins only', code: 'FORBIDDEN' }));
    renderAdmin('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    stubAdminApi('admin', () =>
      json(200, { success: true, orders: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } }),
    );
    renderAdmin('/admin/orders?q=00000');
    expect(await screen.findByText('No orders match.')).toBeTruthy();
  });
});
