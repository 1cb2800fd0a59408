import type { OrderTracking } from '@svarna/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrackOrderPage } from './track-order-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SENT = {
  success: true,
  message: 'If this order number and phone match an order, we have sent a 6-digit code to that phone.',
  resendAfter: 30,
};
const TOKEN = 'header.claims.signature';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function tracking(overrides: Partial<OrderTracking> = {}): OrderTracking {
  return {
    orderNumber: '1A2B3C4D',
    status: 'processing',
    paymentStatus: 'paid',
    createdAt: '2026-01-10T09:00:00.000Z',
    estimatedDelivery: '2026-01-17T09:00:00.000Z',
    trackingUrl: null,
    statusHistory: [
      { status: 'pending', at: '2026-01-10T09:00:00.000Z' },
      { status: 'processing', at: '2026-01-10T09:05:00.000Z' },
    ],
    ...overrides,
  };
}

/** Stubs fetch with answers by API path; the mock keeps the calls. */
function stubApi(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^\/api/, '');
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected request ${path}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
function bodyOf(call: unknown[] | undefined) {
  if (!call) throw new Error('no such request');
  return JSON.parse(String((call[1] as RequestInit).body));
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TrackOrderPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const orderField = () => screen.getByLabelText('Order number');
const phoneField = () => screen.getByLabelText('Phone number used for the order');
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

async function reachCodeStep(fetchMock = stubApi({ '/orders/track/send-code': () => json(200, SENT) })) {
  renderPage();
  fireEvent.change(orderField(), { target: { value: ' #1a2b3c4d ' } });
  fireEvent.change(phoneField(), { target: { value: '98765 43210' } });
  await click('Send code');
  // the code step shows once the (stubbed) server has answered, which can take more than one tick
  await screen.findByLabelText('Enter OTP');
  return fetchMock;
}

describe('TrackOrderPage', () => {
  it('names the field that is wrong, focuses it, and sends nothing', async () => {
    const fetchMock = stubApi({});
    renderPage();
    await click('Send code');
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Please enter the 8-character order number from your order confirmation',
      'Please enter a valid 10-digit phone number',
    ]);
    expect(document.activeElement).toBe(orderField());
    expect(orderField().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(orderField(), { target: { value: '1A2B3C4' } });
    await click('Send code');
    expect(document.activeElement).toBe(orderField());
    fireEvent.change(orderField(), { target: { value: '1A2B3C4D' } });
    fireEvent.change(phoneField(), { target: { value: '98765' } });
    await click('Send code');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter a valid 10-digit phone number',
    ]);
    expect(document.activeElement).toBe(phoneField());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the 6-character short form of the number as well', async () => {
    const fetchMock = stubApi({ '/orders/track/send-code': () => json(200, SENT) });
    renderPage();
    fireEvent.change(orderField(), { target: { value: '#2b3c4d' } });
    fireEvent.change(phoneField(), { target: { value: '9876543210' } });
    await click('Send code');
    await screen.findByLabelText('Enter OTP');
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ orderNumber: '2B3C4D', phone: '+919876543210' });
  });

  it('sends the number cleaned and the phone in E.164, then shows the code step with the resend countdown', async () => {
    const fetchMock = await reachCodeStep();
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ orderNumber: '1A2B3C4D', phone: '+919876543210' });
    expect(screen.getByRole('status').textContent).toBe(
      'If order #1A2B3C4D was placed with +91 98765 43210, we have sent a 6-digit code to that phone.',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Enter OTP')));
    expect(screen.getByRole('button', { name: /Resend OTP in 30s/ })).toHaveProperty('disabled', true);
  });

  it('asks for all 6 digits, shows the server message for a wrong code, and goes back with the lookup kept', async () => {
    const fetchMock = await reachCodeStep(
      stubApi({
        '/orders/track/send-code': () => json(200, SENT),
        '/orders/track/verify': () =>
          json(400, { success: false, code: 'OTP_INVALID', message: 'Invalid OTP. 4 attempts left' }),
      }),
    );
    fireEvent.change(screen.getByLabelText('Enter OTP'), { target: { value: '123' } });
    await click('Show order status');
    expect(screen.getByRole('alert').textContent).toBe('Please enter the 6-digit OTP');
    fireEvent.change(screen.getByLabelText('Enter OTP'), { target: { value: '123456' } });
    await click('Show order status');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid OTP. 4 attempts left'));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await click('Change order number or phone');
    expect((orderField() as HTMLInputElement).value).toBe('1A2B3C4D');
    expect((phoneField() as HTMLInputElement).value).toBe('9876543210');
  });

  it('shows the tracker, the dates and nothing else after a right code', async () => {
    const fetchMock = await reachCodeStep(
      stubApi({
        '/orders/track/send-code': () => json(200, SENT),
        '/orders/track/verify': () => json(200, { success: true, tracking: tracking(), cancelToken: TOKEN }),
      }),
    );
    fireEvent.change(screen.getByLabelText('Enter OTP'), { target: { value: '123456' } });
    await click('Show order status');
    expect(bodyOf(fetchMock.mock.calls[1])).toEqual({
      orderNumber: '1A2B3C4D',
      phone: '+919876543210',
      otp: '123456',
    });
    const heading = await screen.findByRole('heading', { name: 'Order #1A2B3C4D' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Estimated delivery by').nextElementSibling?.textContent).toBe('17 January 2026');
    expect(screen.getByText('Placed on').nextElementSibling?.textContent).toBe('10 January 2026');
    expect(screen.getByRole('button', { name: 'Show full timeline' })).toBeTruthy();

    await click('Track another order');
    expect((orderField() as HTMLInputElement).value).toBe('');
  });

  it('says when a delivered order was delivered instead of promising a date', async () => {
    const delivered = tracking({
      status: 'delivered',
      statusHistory: [
        { status: 'pending', at: '2026-01-10T09:00:00.000Z' },
        { status: 'delivered', at: '2026-01-14T12:00:00.000Z' },
      ],
    });
    await reachCodeStep(
      stubApi({
        '/orders/track/send-code': () => json(200, SENT),
        '/orders/track/verify': () => json(200, { success: true, tracking: delivered, cancelToken: TOKEN }),
      }),
    );
    fireEvent.change(screen.getByLabelText('Enter OTP'), { target: { value: '123456' } });
    await click('Show order status');
    expect(await screen.findByRole('heading', { name: 'Order #1A2B3C4D' })).toBeTruthy();
    expect(screen.queryByText('Estimated delivery by')).toBeNull();
    expect(screen.getByText('Delivered on').nextElementSibling?.textContent).toBe('14 January 2026');
  });

  it('promises no delivery date for a cancelled order', async () => {
    const cancelled = tracking({
      status: 'cancelled',
      statusHistory: [
        { status: 'pending', at: '2026-01-10T09:00:00.000Z' },
        { status: 'cancelled', at: '2026-01-10T09:31:00.000Z' },
      ],
    });
    await reachCodeStep(
      stubApi({
        '/orders/track/send-code': () => json(200, SENT),
        '/orders/track/verify': () => json(200, { success: true, tracking: cancelled, cancelToken: TOKEN }),
      }),
    );
    fireEvent.change(screen.getByLabelText('Enter OTP'), { target: { value: '123456' } });
    await click('Show order status');
    expect(await screen.findByRole('heading', { name: 'Order #1A2B3C4D' })).toBeTruthy();
    expect(screen.queryByText('Estimated delivery by')).toBeNull();
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
  });
});

const CANCELLED = tracking({
  status: 'cancelled',
  paymentStatus: 'refunded',
  statusHistory: [
    { status: 'pending', at: '2026-01-10T09:00:00.000Z' },
    { status: 'processing', at: '2026-01-10T09:05:00.000Z' },
    { status: 'cancelled', at: '2026-01-11T10:00:00.000Z' },
  ],
});
const SITE_CONFIG = { success: true, data: { footer: [{ supportWhatsapp: '+91 98765 43210' }] } };

/** Reaches the tracked step of an order answered as `tracked`, with the cancel route answering `cancel`. */
async function reachTracked(tracked: OrderTracking, cancel?: () => Response) {
  const fetchMock = await reachCodeStep(
    stubApi({
      '/orders/track/send-code': () => json(200, SENT),
      '/orders/track/verify': () => json(200, { success: true, tracking: tracked, cancelToken: TOKEN }),
      '/site-content/config/site-config': () => json(200, SITE_CONFIG),
      ...(cancel ? { '/orders/track/cancel': cancel } : {}),
    }),
  );
  fireEvent.change(screen.getByLabelText('Enter OTP'), { target: { value: '123456' } });
  await click('Show order status');
  await screen.findByRole('heading', { name: 'Order #1A2B3C4D' });
  return fetchMock;
}
const dialogButton = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });
const cancelCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter((call) => String(call[0]).endsWith('/orders/track/cancel'));

describe('TrackOrderPage: cancelling as a guest', () => {
  it("cancels with the account's dialog, sending the token and the reason, then shows it cancelled and refunded", async () => {
    const fetchMock = await reachTracked(tracking(), () => json(200, { success: true, tracking: CANCELLED }));
    await click('Cancel order');
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #1A2B3C4D?' });
    expect(dialog.textContent).toContain(
      'We will refund your payment to the original method; it reaches you in 5 to 7 working days.',
    );
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: ' Wrong size ' } });
    await act(async () => {
      fireEvent.click(dialogButton('Cancel order'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [call] = cancelCalls(fetchMock);
    expect(bodyOf(call)).toEqual({ orderNumber: '1A2B3C4D', token: TOKEN, reason: 'Wrong size' });
    expect(screen.getByRole('status').textContent).toBe('Your order has been cancelled.');
    expect(screen.getByText(/Refunded to your original payment method/)).toBeTruthy();
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByText('Estimated delivery by')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Order #1A2B3C4D' })),
    );
  });

  it('says nothing will be refunded for an unpaid order, and Keep order cancels nothing', async () => {
    const fetchMock = await reachTracked(tracking({ status: 'pending', paymentStatus: 'unpaid' }));
    await click('Cancel order');
    expect(screen.getByRole('dialog').textContent).toContain('Nothing has been charged for this order.');
    fireEvent.click(dialogButton('Keep order'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancelCalls(fetchMock)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it("shows the server's refusal in the dialog and keeps the order as it was", async () => {
    const expired =
      'Your permission to cancel lasts 30 minutes after you enter the code, and it has run out. Please track your order again to cancel it.';
    await reachTracked(tracking(), () =>
      json(401, { success: false, code: 'CANCEL_TOKEN_EXPIRED', message: expired }),
    );
    await click('Cancel order');
    await act(async () => {
      fireEvent.click(dialogButton('Cancel order'));
    });
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(expired);
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(dialogButton('Keep order'));
    expect(screen.getByText('Estimated delivery by')).toBeTruthy();
  });

  it('offers the return policy and WhatsApp instead of a cancel once the order has shipped', async () => {
    await reachTracked(
      tracking({
        status: 'shipped',
        trackingUrl: 'https://track.example/AWB1',
        statusHistory: [
          { status: 'pending', at: '2026-01-10T09:00:00.000Z' },
          { status: 'shipped', at: '2026-01-12T09:00:00.000Z' },
        ],
      }),
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByText(/This order has shipped, so it can no longer be cancelled/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'return policy' }).getAttribute('href')).toBe('/return-policy');
    const whatsapp = await screen.findByRole('link', { name: 'message us on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/919876543210');
  });
});
