import type { AdminDashboard, Gstr1Summary } from '@svarna/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { type ApiCall, json, renderAdmin, stubAdminApi } from '../testing/render-admin';

vi.mock('../components/dashboard-chart', () => ({ default: () => <div data-testid="chart" /> }));

// 10 December 2026, 11:30 in India: the page opens on November, the month a return is filed for.
const NOW = new Date('2026-12-10T06:00:00.000Z');

const taxes = (taxable: number, igst: number, cgst: number, sgst: number) => ({
  taxable,
  igst,
  cgst,
  sgst,
  value: Math.round((taxable + igst + cgst + sgst) * 100) / 100,
});

function summaryOf(month: string, overrides: Partial<Gstr1Summary> = {}): Gstr1Summary {
  return {
    month,
    invoices: { count: 3, ...taxes(150000, 1500, 1500, 1500) },
    creditNotes: { count: 1, ...taxes(50000, 0, 750, 750) },
    net: taxes(100000, 1500, 750, 750),
    b2cs: { rows: 2, taxable: 100000 },
    b2cl: { rows: 0, invoices: 0, taxable: 0 },
    cdnur: { rows: 0, notes: 0, taxable: 0 },
    hsn: { rows: 2, ...taxes(100000, 1500, 750, 750) },
    reconciled: true,
    ...overrides,
  };
}

const csv = (month: string, table: string) =>
  new Response('Type,Place Of Supply\r\n', {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="gstr1-${month}-${table}.csv"`,
    },
  });

type Answer = (call: ApiCall) => Response | Promise<Response> | undefined;

function serve({
  summary = summaryOf,
  file,
  gate,
}: {
  summary?: typeof summaryOf;
  file?: Answer;
  gate?: Promise<void>;
} = {}) {
  return stubAdminApi('admin', (call) => {
    const month = call.query.get('month') ?? '';
    if (call.path === '/admin/gst/gstr1/summary')
      return Promise.resolve(gate).then(() => json(200, { success: true, summary: summary(month) }));
    if (call.path === '/admin/gst/gstr1') return file?.(call) ?? csv(month, call.query.get('table') ?? '');
    return undefined;
  });
}

const summaryCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/admin/gst/gstr1/summary').map((c) => c.query.toString());
const monthSelect = () => screen.getByLabelText('Month') as HTMLSelectElement;
const downloadButton = (name: RegExp) => screen.getByRole('button', { name });

let saved: string[];
let errorToast: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:gstr1'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  errorToast = vi.spyOn(toast, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminGstPage', () => {
  it('opens on the previous Indian month: its totals, that they match, and the five files', async () => {
    let answer: () => void = () => {};
    const calls = serve({ gate: new Promise<void>((resolve) => (answer = resolve)) });
    renderAdmin('/admin/gst');
    expect(await screen.findByRole('heading', { level: 1, name: 'GST returns' })).toBeTruthy();
    expect(monthSelect().value).toBe('2026-11');
    // the current month is offered, marked as not over yet; 24 months in all
    expect(within(monthSelect()).getByRole('option', { name: 'December 2026 (so far)' })).toBeTruthy();
    expect(within(monthSelect()).getAllByRole('option')).toHaveLength(24);
    // while the totals load, boxes of their size stand in
    expect(await screen.findByText('Loading the totals for November 2026')).toBeTruthy();
    answer();

    expect(await screen.findByText('Totals match')).toBeTruthy();
    expect(summaryCalls(calls)).toEqual(['month=2026-11']);
    expect(screen.getByRole('heading', { name: 'November 2026 at a glance' })).toBeTruthy();
    const figure = (title: string) => screen.getByText(title, { selector: 'dt' }).parentElement!.textContent;
    expect(figure('Invoices')).toContain('₹1,54,500.00');
    expect(figure('Invoices')).toContain('3 invoices');
    expect(figure('Credit notes')).toContain('₹51,500.00');
    expect(figure('Credit notes')).toContain('1 credit note,');
    expect(figure('Net taxable value')).toContain('₹1,00,000.00');
    expect(figure('Net tax')).toContain('₹3,000.00');
    expect(figure('Net tax')).toContain('IGST ₹1,500.00 · CGST ₹750.00 · SGST ₹750.00');
    expect(figure('B2CS')).toContain('₹1,00,000.00');
    expect(figure('HSN summary')).toContain('tax ₹3,000.00 · 2 rows');
    expect(screen.queryByText('Totals do not match')).toBeNull();

    // the owner is told where each file goes
    expect(screen.getByText(/columns of the GST offline tool/).textContent).toContain(
      'b2cs, b2cl, cdnur, hsn(b2c)',
    );
    const files = within(screen.getByRole('heading', { name: 'Files for November 2026' }).parentElement!);
    expect(files.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'B2CS: sales to consumers by state and rate, less credit notesgstr1-2026-11-b2cs.csv · sheet b2cs',
      'B2CL: large sales to other states, invoice by invoicegstr1-2026-11-b2cl.csv · sheet b2cl',
      'CDNUR: credit notes on those large salesgstr1-2026-11-cdnur.csv · sheet cdnur',
      'HSN summary: by HSN code and rate, less credit notesgstr1-2026-11-hsn.csv · sheet hsn(b2c)',
      'Documents issued: invoice and credit-note seriesgstr1-2026-11-docs.csv · sheet docs',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Order desk' });
    expect(within(nav).getByRole('link', { name: 'GST returns' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('GST returns · Order desk');
  });

  it('a bad month in the URL falls back to the previous month', async () => {
    for (const bad of ['2026-13', 'last', '2027-01', '2024-11']) {
      const calls = serve();
      renderAdmin(`/admin/gst?month=${bad}`);
      await screen.findByText('Totals match');
      expect(monthSelect().value).toBe('2026-11');
      expect(summaryCalls(calls)).toEqual(['month=2026-11']);
      cleanup();
    }
  });

  it('the month chosen goes to the URL, and the files are that month’s, under the server’s names', async () => {
    const calls = serve();
    renderAdmin('/admin/gst?month=2026-10');
    await screen.findByRole('heading', { name: 'October 2026 at a glance' });
    expect(monthSelect().value).toBe('2026-10');
    fireEvent.change(monthSelect(), { target: { value: '2026-12' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/gst?month=2026-12'));
    await screen.findByText('Totals match');
    expect(screen.getByRole('heading', { name: 'December 2026 at a glance' })).toBeTruthy();
    expect(summaryCalls(calls)).toEqual(['month=2026-10', 'month=2026-12']);

    fireEvent.click(downloadButton(/^HSN summary/));
    fireEvent.click(downloadButton(/^Documents issued/));
    await waitFor(() => expect(saved).toEqual(['gstr1-2026-12-hsn.csv', 'gstr1-2026-12-docs.csv']));
    expect(calls.filter((c) => c.path === '/admin/gst/gstr1').map((c) => c.query.toString())).toEqual([
      'month=2026-12&table=hsn',
      'month=2026-12&table=docs',
    ]);
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('shows the file being prepared, and says so in the owner’s words when it cannot be downloaded', async () => {
    let fail: (response: Response) => void = () => {};
    serve({
      file: (call) =>
        call.query.get('table') === 'b2cs'
          ? new Promise<Response>((resolve) => {
              fail = resolve;
            })
          : undefined,
    });
    renderAdmin('/admin/gst');
    await screen.findByText('Totals match');
    fireEvent.click(downloadButton(/^B2CS/));
    const busy = await screen.findByRole('button', { name: /Preparing the B2CS file…/ });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fail(json(500, { success: false, message: 'Internal Server Error' }));
    await waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith('Could not download the B2CS file. Please try again.'),
    );
    expect(downloadButton(/^B2CS/).hasAttribute('disabled')).toBe(false);
    expect(saved).toEqual([]);
  });

  it('says plainly when the totals do not match', async () => {
    serve({ summary: (month) => summaryOf(month, { reconciled: false }) });
    renderAdmin('/admin/gst');
    expect(await screen.findByText('Totals do not match')).toBeTruthy();
    expect(screen.queryByText('Totals match')).toBeNull();
    expect(screen.getByText(/Do not file them yet/)).toBeTruthy();
  });

  it('a month with no invoices says so, and its files are still there to download', async () => {
    const none = taxes(0, 0, 0, 0);
    serve({
      summary: (month) =>
        summaryOf(month, {
          invoices: { count: 0, ...none },
          creditNotes: { count: 0, ...none },
          net: none,
          b2cs: { rows: 0, taxable: 0 },
          hsn: { rows: 0, ...none },
        }),
    });
    renderAdmin('/admin/gst');
    expect(await screen.findByText('No invoices or credit notes in November 2026')).toBeTruthy();
    expect(screen.getByText(/each file holds only its headers/)).toBeTruthy();
    expect(screen.queryByText('Totals match')).toBeNull();
    expect(screen.getAllByRole('button', { name: /gstr1-2026-11-/ })).toHaveLength(5);
  });

  it('opens from the dashboard’s card', async () => {
    const dashboard = { success: true, dashboard: dashboardStub() };
    stubAdminApi('admin', (call) => {
      if (call.path === '/admin/dashboard') return json(200, dashboard);
      if (call.path === '/admin/gst/gstr1/summary')
        return json(200, { success: true, summary: summaryOf(call.query.get('month') ?? '') });
      return undefined;
    });
    renderAdmin('/admin');
    const card = await screen.findByRole('link', { name: /GST returns\s*November 2026\s*GSTR-1 files/ });
    expect(card.getAttribute('href')).toBe('/admin/gst');
    fireEvent.click(card);
    expect(await screen.findByRole('heading', { level: 1, name: 'GST returns' })).toBeTruthy();
  });
});

function dashboardStub(): AdminDashboard {
  const zero = { pending: 0, processing: 0, confirmed: 0, shipped: 0, delivered: 0, cancelled: 0, failed: 0 };
  return {
    days: 1,
    from: '2026-12-09T18:30:00.000Z',
    to: '2026-12-10T06:00:00.000Z',
    sales: { gross: 0, refunds: 0, net: 0, paidOrders: 0, refundedOrders: 0 },
    ordersByStatus: zero,
    toFulfil: { toConfirm: 0, toShip: 0 },
    codToCollect: { orders: 0, amount: 0 },
    refundsOpen: { requested: 0, failed: 0, orders: 0, amount: 0 },
    stock: { low: 0, out: 0 },
    bestSellers: [],
    daily: [{ date: '2026-12-10', sales: 0, orders: 0 }],
  } as unknown as AdminDashboard;
}
