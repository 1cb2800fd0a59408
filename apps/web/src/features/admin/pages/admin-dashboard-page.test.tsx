import type { AdminDashboard } from '@svarna/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAdmin, stubAdminApi } from '../testing/render-admin';

// uPlot draws on a canvas jsdom has not got; the page's text alternative is what is tested here.
vi.mock('../components/dashboard-chart', () => ({
  default: ({ daily }: { daily: unknown[] }) => <div data-testid="chart">{daily.length} days</div>,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const daily = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-01-${String(i + 1).padStart(2, '0')}`,
  sales: i === 29 ? 123456 : 0,
  orders: i === 29 ? 4 : 0,
}));

function dashboardOf(days: 1 | 7 | 30): AdminDashboard {
  return {
    days,
    from: '2026-01-29T18:30:00.000Z',
    to: '2026-01-30T06:00:00.000Z',
    sales: {
      gross: 123456 * days,
      refunds: 2500,
      net: 123456 * days - 2500,
      paidOrders: 4,
      refundedOrders: days === 1 ? 1 : 2,
    },
    ordersByStatus: {
      pending: 1,
      processing: 2,
      confirmed: 1,
      shipped: 0,
      delivered: 3,
      cancelled: 2,
      failed: 0,
    },
    toFulfil: { toConfirm: 2, toShip: 1 },
    codToCollect: { orders: 1, amount: 45000 },
    refundsOpen: { requested: 1, failed: 1, orders: 3, amount: 3500 },
    stock: { low: 7, out: 3 },
    bestSellers: [
      { productId: '12', name: 'Moissanite Ring', slug: 'moissanite-ring', units: 3, sales: 75000 },
    ],
    daily,
  };
}

function serve() {
  return stubAdminApi('admin', (call) => {
    if (call.path !== '/admin/dashboard') return undefined;
    const days = Number(call.query.get('days')) as 1 | 7 | 30;
    return json(200, { success: true, dashboard: dashboardOf(days) });
  });
}

const card = (name: RegExp) => screen.getByRole('link', { name });

describe('AdminDashboardPage', () => {
  it('is the desk’s first page: cards from the answer, each opening the filtered list behind it', async () => {
    const calls = serve();
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    await screen.findByText('₹1,23,456', { selector: 'span' });
    expect(calls.filter((c) => c.path === '/admin/dashboard').map((c) => c.query.toString())).toEqual([
      'days=1',
    ]);
    expect(card(/Net sales/).textContent).toContain('₹1,20,956');
    expect(card(/Paid, to confirm\s*2/).getAttribute('href')).toBe('/admin/orders?status=processing');
    expect(card(/Confirmed, to ship\s*1/).getAttribute('href')).toBe('/admin/orders?status=confirmed');
    // the money cards open the exact lists their figures count (GET /admin/orders?payment)
    const cod = card(/Cash on delivery to collect/);
    expect(cod.textContent).toContain('₹45,000');
    expect(cod.textContent).toMatch(/1 order$/);
    expect(cod.getAttribute('href')).toBe('/admin/orders?payment=cod_to_collect');
    const open = card(/Refunds due or failed/);
    expect(open.textContent).toMatch(/Refunds due or failed\s*3₹3,500 owed · 1 failed/);
    expect(open.getAttribute('href')).toBe('/admin/orders?payment=refund_open');
    const refunded = card(/Refunded/);
    expect(refunded.textContent).toMatch(/Refunded\s*₹2,500\s*1 order$/);
    expect(refunded.getAttribute('href')).toBe('/admin/orders?payment=refunded&days=1');
    expect(card(/Low stock\s*7/).getAttribute('href')).toBe('/admin/products?status=published&stock=low');
    expect(card(/Out of stock\s*3/).getAttribute('href')).toBe('/admin/products?status=published&stock=out');
    const byStatus = screen.getByRole('heading', { name: 'Orders placed, by status' }).parentElement!;
    expect(
      within(byStatus)
        .getByRole('link', { name: /Delivered\s*3/ })
        .getAttribute('href'),
    ).toBe('/admin/orders?status=delivered');
    expect(screen.getByRole('link', { name: 'Moissanite Ring' }).getAttribute('href')).toBe(
      '/admin/products/12',
    );
    // the chart's text alternative: a summary on the figure and the days as a table
    expect(
      screen.getByRole('img', { name: /Last 30 days: ₹1,23,456 from 4 paid orders; best day 2026-01-30/ }),
    ).toBeTruthy();
    expect(screen.getByRole('row', { name: '2026-01-30 ₹1,23,456 4' })).toBeTruthy();
    expect(await screen.findByTestId('chart')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBeNull();
  });

  it('the day switch goes to the URL and asks for that window', async () => {
    const calls = serve();
    renderAdmin('/admin');
    await screen.findByText('₹1,23,456', { selector: 'span' });
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin?days=7'));
    expect(await screen.findByText('₹8,64,192')).toBeTruthy();
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    // the refunded card opens the same window's list
    expect(card(/Refunded/).getAttribute('href')).toBe('/admin/orders?payment=refunded&days=7');
    expect(card(/Refunded/).textContent).toContain('2 orders');
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
    expect(calls.filter((c) => c.path === '/admin/dashboard').map((c) => c.query.get('days'))).toEqual([
      '1',
      '7',
    ]);
  });

  it('opens on the window the URL names', async () => {
    const calls = serve();
    renderAdmin('/admin?days=30');
    await screen.findByRole('button', { name: '30 days', pressed: true });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/admin/dashboard').map((c) => c.query.get('days'))).toEqual([
        '30',
      ]),
    );
  });
});
