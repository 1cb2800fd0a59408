import type { AdminOrder } from '@svarna/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminOrder } from '../testing/create-admin-order';
import { type ApiCall, json, renderAdmin, stubAdminApi } from '../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER_PATH = '/admin/orders/66aa0000000000000abcdef1';

/** A desk API over one order: reads it, and answers each action with the order it becomes, or a refusal. */
function serveOrder(
  initial: AdminOrder,
  onAction: (call: ApiCall, order: AdminOrder) => AdminOrder | Response,
) {
  let order = initial;
  return stubAdminApi('admin', (call) => {
    if (call.method === 'GET' && call.path === ORDER_PATH) return json(200, { success: true, order });
    if (call.method !== 'POST' || !call.path.startsWith(`${ORDER_PATH}/`)) return undefined;
    const outcome = onAction(call, order);
    if (outcome instanceof Response) return outcome;
    order = outcome;
    return json(200, { success: true, order });
  });
}

const reads = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === ORDER_PATH).length;
const actions = () => screen.getByRole('region', { name: 'Actions' });

describe('AdminOrderPage', () => {
  it('shows lines, totals, addresses, customer, payment and the history with who and when', async () => {
    serveOrder(
      createAdminOrder({
        paymentMethod: 'cod',
        tokenAmount: 1000,
        tokenPaymentStatus: 'paid',
        amountDue: 124298,
        total: 125298,
        history: [
          {
            status: 'pending',
            note: 'Order placed',
            actor: 'customer',
            actorName: null,
            at: '2025-09-16T10:30:00.000Z',
          },
          {
            status: 'confirmed',
            note: '',
            actor: 'admin:9',
            actorName: 'Store Owner',
            at: '2025-09-16T10:35:00.000Z',
          },
        ],
      }),
      () => json(500, {}),
    );
    renderAdmin(ORDER_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #0ABCDEF1' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const part of [
      'Placed 16 Sept 2025, 4:00 pm',
      'Kundan Choker',
      'Size: 2.6',
      '₹62,499 × 2',
      '₹1,24,998',
      '12 Janpath, Central Delhi, Delhi 110001',
      '+91 98765 43210',
      'Cash on Delivery',
      'Advance (paid)₹1,000',
      'Amount due on delivery₹1,24,298',
      'Customer · 16 Sept 2025, 4:00 pm',
      'Store Owner (admin) · 16 Sept 2025, 4:05 pm',
    ])
      expect(text).toContain(part);
  });

  it('offers the steps forward and cancelling while processing; the tracking URL only for shipping', async () => {
    serveOrder(createAdminOrder(), () => json(500, {}));
    renderAdmin(ORDER_PATH);
    await screen.findByRole('heading', { level: 1 });
    const buttons = () =>
      within(actions())
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons()).toEqual(['Confirm order', 'Cancel order']);
    const steps = within(actions()).getByRole('group', { name: 'Move to' });
    expect(
      within(steps)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['confirmed', 'shipped', 'delivered']);
    expect(screen.queryByLabelText('Tracking URL')).toBeNull();
    fireEvent.click(within(steps).getByRole('radio', { name: 'Shipped' }));
    expect(screen.getByLabelText('Tracking URL')).toBeTruthy();
    expect(buttons()).toEqual(['Mark shipped', 'Cancel order']);
  });

  it('offers only delivery once shipped, and only cancelling while unpaid', async () => {
    serveOrder(createAdminOrder({ status: 'shipped' }), () => json(500, {}));
    renderAdmin(ORDER_PATH);
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(actions())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark delivered']);
    expect(within(actions()).queryByRole('group')).toBeNull();
    cleanup();
    serveOrder(createAdminOrder({ status: 'pending', paymentStatus: 'unpaid' }), () => json(500, {}));
    renderAdmin(ORDER_PATH);
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(actions())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel order']);
  });

  it('asks for the tracking URL by name before shipping, then ships with it', async () => {
    const calls = serveOrder(createAdminOrder({ status: 'confirmed' }), (_call, order) => ({
      ...order,
      status: 'shipped',
      trackingUrl: 'https://courier.test/t/1',
    }));
    renderAdmin(ORDER_PATH);
    const ship = await screen.findByRole('button', { name: 'Mark shipped' });
    fireEvent.click(ship);
    const field = screen.getByLabelText('Tracking URL');
    expect(await screen.findByText('Tracking URL is required to mark the order shipped')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toContain(
      'Tracking URL',
    );
    expect(document.activeElement).toBe(field);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(field, { target: { value: 'https://courier.test/t/1' } });
    fireEvent.click(ship);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Order marked shipped.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      status: 'shipped',
      trackingUrl: 'https://courier.test/t/1',
    });
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://courier.test/t/1' })).toBeTruthy();
  });

  it("shows the server's message on a refusal and reads the order again", async () => {
    const calls = serveOrder(createAdminOrder(), () =>
      json(409, { success: false, message: 'This order was cancelled by the customer', code: 'CONFLICT' }),
    );
    renderAdmin(ORDER_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This order was cancelled by the customer');
    await waitFor(() => expect(reads(calls)).toBe(2));
  });

  it("puts the server's field message beside the field on a 400", async () => {
    serveOrder(createAdminOrder({ status: 'confirmed' }), () =>
      json(400, {
        success: false,
        message: 'Validation failed',
        code: 'VALIDATION',
        details: [{ field: 'trackingUrl', message: 'trackingUrl must be an http(s) address' }],
      }),
    );
    renderAdmin(ORDER_PATH);
    fireEvent.change(await screen.findByLabelText('Tracking URL'), { target: { value: 'https://x.test/1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('trackingUrl must be an http(s) address')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Validation failed');
  });

  it('cancels in a dialog: focus inside, Escape closes and returns focus, a reason is required', async () => {
    const calls = serveOrder(createAdminOrder(), (_call, order) => ({
      ...order,
      status: 'cancelled',
      paymentStatus: 'refunded',
    }));
    renderAdmin(ORDER_PATH);
    const open = await screen.findByRole('button', { name: 'Cancel order' });
    open.focus();
    fireEvent.click(open);
    let dialog = screen.getByRole('dialog', { name: 'Cancel order #0ABCDEF1' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);

    fireEvent.click(open);
    dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Customer asked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled; the refund has been started.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `${ORDER_PATH}/cancel`,
      body: { reason: 'Customer asked' },
    });
    expect(await screen.findByText('Nothing more to do: this order is cancelled.')).toBeTruthy();
  });

  it('offers a refund retry when one failed and shows the refund as it stands', async () => {
    const failed = {
      id: 3,
      kind: 'order' as const,
      amount: 125098,
      status: 'failed' as const,
      providerRefundId: null,
      failureReason: 'Gateway timeout',
      createdAt: '2025-09-16T11:00:00.000Z',
    };
    const calls = serveOrder(
      createAdminOrder({ status: 'cancelled', paymentStatus: 'refund_due', refunds: [failed] }),
      (_call, order) => ({
        ...order,
        paymentStatus: 'refunded',
        refunds: [
          failed,
          { ...failed, id: 4, status: 'processed', providerRefundId: 'rfnd_1', failureReason: null },
        ],
      }),
    );
    renderAdmin(ORDER_PATH);
    expect(await screen.findByText('Gateway timeout')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByText(/₹1,25,098 · Processed/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(`${ORDER_PATH}/refund`);
    expect(screen.queryByRole('button', { name: 'Retry refund' })).toBeNull();
  });

  it("names a second payment's refund as such, and offers its retry while the order stays paid", async () => {
    const second = {
      id: 5,
      kind: 'duplicate_payment' as const,
      amount: 125098,
      status: 'failed' as const,
      providerRefundId: null,
      failureReason: 'Gateway timeout',
      createdAt: '2025-09-16T11:00:00.000Z',
    };
    const calls = serveOrder(createAdminOrder({ refunds: [second] }), (_call, order) => ({
      ...order,
      refunds: [{ ...second, status: 'processed', providerRefundId: 'rfnd_2', failureReason: null }],
    }));
    renderAdmin(ORDER_PATH);
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Second payment not yet refunded')).toBeTruthy();
    expect(within(refunds).getByText(/₹1,25,098 · Failed/)).toBeTruthy();
    fireEvent.click(within(actions()).getByRole('button', { name: 'Retry refund' }));
    expect(await within(refunds).findByText('Second payment refunded')).toBeTruthy();
    expect(within(refunds).getByText(/₹1,25,098 · Processed/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(`${ORDER_PATH}/refund`);
    expect(within(actions()).queryByRole('button', { name: 'Retry refund' })).toBeNull();
    // the order itself is still paid and moves on
    expect(within(actions()).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('offers the GST invoice once the order has one', async () => {
    serveOrder(createAdminOrder(), () => json(500, {}));
    renderAdmin(ORDER_PATH);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
    cleanup();
    serveOrder(createAdminOrder({ invoiceNumber: 'SJ/2025-26/000042' }), () => json(500, {}));
    renderAdmin(ORDER_PATH);
    expect(await screen.findByRole('button', { name: 'Download invoice' })).toBeTruthy();
    expect(screen.getByText(/Invoice SJ\/2025-26\/000042/)).toBeTruthy();
  });

  it('offers nothing once delivered', async () => {
    serveOrder(createAdminOrder({ status: 'delivered' }), () => json(500, {}));
    renderAdmin(ORDER_PATH);
    expect(await screen.findByText('Nothing more to do: this order is delivered.')).toBeTruthy();
    expect(within(actions()).queryAllByRole('button')).toEqual([]);
  });
});
