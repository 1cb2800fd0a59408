import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeRazorpay } from '../testing/fake-razorpay';
import { loadPaymentScript } from './payment-script';
import { openPaymentWindow } from './payment-window';

const scriptsFor = (src: string) => document.querySelectorAll(`script[src="${src}"]`);
const windowOptions = {
  key: 'rzp_test_key',
  amount: 100000,
  currency: 'INR',
  name: 'Svarna Jewels',
  description: 'Order payment',
  order_id: 'order_1',
  prefill: { name: 'Asha', email: 'asha@mail.test', contact: '+919876543210' },
};

afterEach(() => {
  document.body.innerHTML = '';
  delete window.Razorpay;
  FakeRazorpay.opened = [];
});

describe('loadPaymentScript', () => {
  it('adds the script once and answers the Razorpay it defines', async () => {
    const first = loadPaymentScript('/api/sandbox/checkout.js?once');
    const second = loadPaymentScript('/api/sandbox/checkout.js?once');
    expect(scriptsFor('/api/sandbox/checkout.js?once')).toHaveLength(1);
    window.Razorpay = FakeRazorpay;
    scriptsFor('/api/sandbox/checkout.js?once')[0]!.dispatchEvent(new Event('load'));
    expect(await first).toBe(FakeRazorpay);
    expect(await second).toBe(FakeRazorpay);
  });

  it("says 'Failed to load Razorpay SDK' when the script fails, and may try again", async () => {
    const src = 'https://checkout.razorpay.com/v1/checkout.js';
    const load = loadPaymentScript(src);
    scriptsFor(src)[0]!.dispatchEvent(new Event('error'));
    await expect(load).rejects.toThrow('Failed to load Razorpay SDK');
    expect(scriptsFor(src)).toHaveLength(0);
    void loadPaymentScript(src).catch(() => {});
    expect(scriptsFor(src)).toHaveLength(1);
  });
});

describe('openPaymentWindow', () => {
  it('resolves with the payment the handler receives', async () => {
    const paid = openPaymentWindow(FakeRazorpay, windowOptions, vi.fn());
    FakeRazorpay.last().pay();
    await expect(paid).resolves.toMatchObject({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1' });
  });

  it("reports 'Payment failed: {description}' and rejects with 'Payment modal closed by user'", async () => {
    const onFailure = vi.fn();
    const paid = openPaymentWindow(FakeRazorpay, windowOptions, onFailure);
    FakeRazorpay.last().fail('Bank server is down');
    expect(onFailure).toHaveBeenCalledWith('Payment failed: Bank server is down');
    FakeRazorpay.last().close();
    await expect(paid).rejects.toThrow('Payment modal closed by user');
  });
});
