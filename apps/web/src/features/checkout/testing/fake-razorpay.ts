import type { PaymentSuccess, RazorpayOptions } from '../lib/payment-window';

type FailureCallback = (response: { error: { description: string } }) => void;

/** Stands in for the checkout window: the test pays, fails or closes it. */
export class FakeRazorpay {
  static opened: FakeRazorpay[] = [];
  readonly options: RazorpayOptions;
  private onFailed: FailureCallback | null = null;

  constructor(options: RazorpayOptions) {
    this.options = options;
  }
  on(_event: 'payment.failed', callback: FailureCallback) {
    this.onFailed = callback;
  }
  open() {
    FakeRazorpay.opened.push(this);
  }
  pay(payment: Partial<PaymentSuccess> = {}) {
    this.options.handler({
      razorpay_order_id: this.options.order_id,
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'a'.repeat(64),
      ...payment,
    });
  }
  fail(description: string) {
    this.onFailed?.({ error: { description } });
  }
  close() {
    this.options.modal.ondismiss();
  }
  static last(): FakeRazorpay {
    const last = FakeRazorpay.opened.at(-1);
    if (!last) throw new Error('the payment window was not opened');
    return last;
  }
}

/** Answers every checkout script the page adds: it "loads" and defines window.Razorpay. */
export function serveCheckoutScripts(): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLScriptElement) {
          window.Razorpay = FakeRazorpay;
          node.dispatchEvent(new Event('load'));
        }
  });
  observer.observe(document.body, { childList: true });
  return () => {
    observer.disconnect();
    FakeRazorpay.opened = [];
    delete window.Razorpay;
  };
}
