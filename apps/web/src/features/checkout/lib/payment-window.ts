import { CHECKOUT_MESSAGES as M } from './checkout-messages';

/** What the checkout window's handler receives after a payment. */
export interface PaymentSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface PaymentFailure {
  error?: { description?: string; code?: string; reason?: string };
}

/** Razorpay Checkout's options, as far as this store uses them (the sandbox window takes the same). */
export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme?: { color: string };
  handler: (response: PaymentSuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  on(event: 'payment.failed', callback: (response: PaymentFailure) => void): void;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

export type PaymentWindowOptions = Omit<RazorpayOptions, 'handler' | 'modal'>;

/**
 * Opens the checkout window. Resolves with the payment when it succeeds; rejects with 'Payment modal
 * closed by user' when the shopper closes it. A failed attempt is reported through `onFailure`
 * ('Payment failed: {description}') while the window may stay open for another try.
 */
export function openPaymentWindow(
  Razorpay: RazorpayConstructor,
  options: PaymentWindowOptions,
  onFailure: (message: string) => void,
): Promise<PaymentSuccess> {
  return new Promise((resolve, reject) => {
    const checkout = new Razorpay({
      ...options,
      handler: resolve,
      modal: { ondismiss: () => reject(new Error(M.paymentClosed)) },
    });
    checkout.on('payment.failed', (response) =>
      onFailure(M.paymentFailed(response.error?.description ?? 'Unknown error')),
    );
    checkout.open();
  });
}
