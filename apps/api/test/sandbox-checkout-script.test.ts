// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_CHECKOUT_SCRIPT } from '../src/providers/payments/sandbox-checkout-script';

// The API compiles without the DOM library; these are the few browser shapes the test touches.
interface Elem {
  textContent: string | null;
  disabled?: boolean;
  style: Record<string, string>;
  getAttribute(name: string): string | null;
  querySelector(selector: string): Elem | null;
  click(): void;
  focus(): void;
  dispatchEvent(event: unknown): boolean;
  appendChild(child: Elem): Elem;
}
interface Browser {
  document: {
    body: Elem;
    activeElement: Elem | null;
    querySelector(selector: string): Elem | null;
    getElementById(id: string): Elem | null;
    createElement(tag: string): Elem;
  };
  KeyboardEvent: new (type: string, init: { key: string; shiftKey?: boolean; bubbles?: boolean }) => unknown;
  Razorpay: new (
    options: object,
  ) => {
    open(): void;
    close(): void;
    on(event: string, callback: (response: unknown) => void): void;
  };
}
const browser = globalThis as unknown as Browser;
const { document } = browser;
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
const press = (key: string, shiftKey = false) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new browser.KeyboardEvent('keydown', { key, shiftKey, bubbles: true }),
  );

const FIELDS = {
  razorpay_order_id: 'order_Ab12Cd34Ef56Gh',
  razorpay_payment_id: 'pay_Pp12Qq34Rr56Ss',
  razorpay_signature: 'a'.repeat(64),
};
const FAILED = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Payment failed',
    source: 'customer',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { order_id: FIELDS.razorpay_order_id, payment_id: FIELDS.razorpay_payment_id },
  },
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: { body: string }) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function openCheckout() {
  const handler = vi.fn();
  const ondismiss = vi.fn();
  const failed = vi.fn();
  const opener = document.createElement('button');
  document.body.appendChild(opener);
  opener.focus();
  const checkout = new browser.Razorpay({
    key: 'rzp_test_sandbox',
    amount: 12345600,
    currency: 'INR',
    name: 'Svarna Jewels',
    description: 'Order 1A2B3C4D',
    order_id: FIELDS.razorpay_order_id,
    prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '+919876543210' },
    theme: { color: '#8a1538' },
    handler,
    modal: { ondismiss },
  });
  checkout.on('payment.failed', failed);
  checkout.open();
  return { checkout, handler, ondismiss, failed, opener };
}

beforeAll(() => {
  // Run as the browser would run the served file: top-level code in the page's global scope.
  new Function(SANDBOX_CHECKOUT_SCRIPT)();
});
afterEach(() => {
  vi.unstubAllGlobals();
  if (byTestId('sandbox-checkout')) byTestId('sandbox-close')?.click();
});

describe('the sandbox checkout window', () => {
  it('opens a labelled modal dialog with the brand, the amount in rupees and focus inside', () => {
    const { checkout } = openCheckout();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Svarna Jewels');
    expect(byTestId('sandbox-amount')?.textContent).toBe('₹1,23,456.00');
    expect(dialog?.textContent).toContain('Sandbox payment — no money moves');
    expect(dialog?.textContent).toContain('Asha Rao');
    expect(document.activeElement).toBe(byTestId('sandbox-pay-success'));
    expect(byTestId('sandbox-pay-success')?.textContent).toBe('Pay successfully');
    expect(byTestId('sandbox-pay-failure')?.textContent).toBe('Fail payment');
    expect(byTestId('sandbox-close')?.textContent).toBe('Close');
    expect(document.body.style.overflow).toBe('hidden');
    checkout.close();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('pays: posts the order id, closes, calls the handler with the signed fields', async () => {
    const fetch = answer(200, FIELDS);
    const { handler, failed, ondismiss, opener } = openCheckout();
    byTestId('sandbox-pay-success')?.click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledWith(FIELDS));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/sandbox/payments');
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body ?? '')).toEqual({
      razorpay_order_id: FIELDS.razorpay_order_id,
      outcome: 'success',
    });
    expect(byTestId('sandbox-checkout')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(failed).not.toHaveBeenCalled();
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it("fails: closes and calls the payment.failed callbacks with Checkout's error", async () => {
    const fetch = answer(200, FAILED);
    const { handler, failed } = openCheckout();
    byTestId('sandbox-pay-failure')?.click();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith(FAILED));
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body ?? '').outcome).toBe('failure');
    expect(byTestId('sandbox-checkout')).toBeNull();
    expect(handler).not.toHaveBeenCalled();
  });

  it('stays open and says why when the sandbox refuses', async () => {
    answer(409, { success: false, message: 'This payment order is already paid', code: 'CONFLICT' });
    const { handler } = openCheckout();
    byTestId('sandbox-pay-success')?.click();
    await vi.waitFor(() =>
      expect(document.querySelector('[role="status"]')?.textContent).toBe(
        'This payment order is already paid',
      ),
    );
    expect(byTestId('sandbox-pay-success')?.disabled).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it('dismisses with Close or Escape', () => {
    const first = openCheckout();
    byTestId('sandbox-close')?.click();
    expect(first.ondismiss).toHaveBeenCalledTimes(1);
    expect(byTestId('sandbox-checkout')).toBeNull();
    const second = openCheckout();
    press('Escape');
    expect(second.ondismiss).toHaveBeenCalledTimes(1);
    expect(byTestId('sandbox-checkout')).toBeNull();
  });

  it('keeps Tab inside the dialog', () => {
    openCheckout();
    byTestId('sandbox-close')?.focus();
    press('Tab');
    expect(document.activeElement).toBe(byTestId('sandbox-pay-success'));
    press('Tab', true);
    expect(document.activeElement).toBe(byTestId('sandbox-close'));
  });
});
