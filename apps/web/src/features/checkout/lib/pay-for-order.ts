import type { PlaceOrderRequest } from '@svarna/contracts';
import { isApiError, serverMessage } from '../../../lib/http-client';
import { getOrder } from '../../orders';
import { createPaymentOrder } from '../api/create-payment-order';
import { placeOrder } from '../api/place-order';
import { type PaymentKind, verifyPayment } from '../api/verify-payment';
import { CHECKOUT_MESSAGES as M } from './checkout-messages';
import { loadPaymentScript } from './payment-script';
import { openPaymentWindow, type PaymentSuccess, type PaymentWindowOptions } from './payment-window';
import { forgetPendingOrder, pendingOrderFor, rememberPendingOrder } from './pending-order';
import { waitForAdvancePaid } from './wait-for-advance';

export interface PaymentRun {
  request: PlaceOrderRequest;
  kind: PaymentKind;
  /** paise: the total, or the COD advance */
  amount: number;
  /** 'signature': verify the window's answer now; 'webhook': wait until the server marks the advance paid */
  confirmBy: 'signature' | 'webhook';
  /** brand, description, prefill and colour of the window */
  window: Pick<PaymentWindowOptions, 'name' | 'description' | 'prefill' | 'theme'>;
  /** the page went away: stop waiting */
  signal: AbortSignal;
}

export interface PaymentEvents {
  /** the payment window is open (the page's overlay steps aside) */
  onWindowOpen(): void;
  /** the shopper paid; confirming it */
  onConfirming(): void;
  /** an attempt failed inside a window that may stay open for another try */
  onAttemptFailed(message: string): void;
}

export type PaymentOutcome =
  | { status: 'paid'; orderId: string }
  | { status: 'out-of-stock'; lines: string[] }
  /**
   * `declined`: the payment itself failed in the window (no money taken), so trying again may work;
   * `unavailable`: the request's lines the server no longer sells (a 400 naming `items.N.product`)
   */
  | { status: 'failed'; message: string; declined?: boolean; unavailable?: PlaceOrderRequest['items'] };

const INIT_FAILED: Record<PaymentKind, string> = { full: M.paymentInitFailed, cod_token: M.tokenInitFailed };
const VERIFY_FAILED: Record<PaymentKind, string> = { full: M.verifyFailed, cod_token: M.tokenVerifyFailed };

const UNSOLD_LINE = /^items\.(\d+)\.product$/;

function placementFailure(error: unknown, request: PlaceOrderRequest): PaymentOutcome {
  if (isApiError(error) && error.code === 'OUT_OF_STOCK' && error.details?.length)
    return { status: 'out-of-stock', lines: error.details.map((d) => d.message) };
  const message = serverMessage(error) ?? M.placeFailed;
  const unavailable = (isApiError(error) && error.status === 400 ? (error.details ?? []) : [])
    .map((detail) => request.items[Number(UNSOLD_LINE.exec(detail.field)?.[1] ?? -1)])
    .filter((line) => line !== undefined);
  return unavailable.length > 0 ? { status: 'failed', message, unavailable } : { status: 'failed', message };
}

type Started =
  | { orderId: string; paymentOrder: Awaited<ReturnType<typeof createPaymentOrder>> }
  | PaymentOutcome;

/**
 * The order to pay and a payment attempt for it. A pending order from an earlier attempt for the same
 * request is paid again rather than placed twice; if it has expired meanwhile a new one is placed.
 */
async function startPayment(run: PaymentRun): Promise<Started> {
  let orderId = pendingOrderFor(run.request);
  for (let tries = 0; tries < 2; tries += 1) {
    if (!orderId) {
      try {
        orderId = (await placeOrder(run.request))._id;
      } catch (error) {
        return placementFailure(error, run.request);
      }
      rememberPendingOrder(orderId, run.request);
    }
    try {
      const paymentOrder = await createPaymentOrder({
        orderId,
        paymentType: run.kind,
        amount: run.amount,
        currency: 'INR',
      });
      return { orderId, paymentOrder };
    } catch (error) {
      if (isApiError(error) && error.code === 'ALREADY_PAID') return { status: 'paid', orderId };
      if (!(isApiError(error) && error.code === 'ORDER_EXPIRED')) break;
      forgetPendingOrder();
      orderId = null;
    }
  }
  return { status: 'failed', message: INIT_FAILED[run.kind] };
}

async function confirm(run: PaymentRun, orderId: string, payment: PaymentSuccess): Promise<boolean> {
  if (run.confirmBy === 'webhook') {
    await waitForAdvancePaid(orderId, getOrder, run.signal);
    return true;
  }
  try {
    await verifyPayment(run.kind, orderId, payment);
    return true;
  } catch {
    return false;
  }
}

/**
 * Place (or reuse) the order, start a payment, load the checkout script once, open the window, then
 * confirm: the signature for a full payment (and the advance on desktop), or the webhook for the advance
 * on a phone.
 */
export async function payForOrder(run: PaymentRun, events: PaymentEvents): Promise<PaymentOutcome> {
  const started = await startPayment(run);
  if ('status' in started) return started;
  const { orderId, paymentOrder } = started;

  let Razorpay: Awaited<ReturnType<typeof loadPaymentScript>>;
  try {
    Razorpay = await loadPaymentScript(paymentOrder.checkoutScript);
  } catch {
    return { status: 'failed', message: M.scriptFailed };
  }

  let lastFailure: string | null = null;
  let payment: PaymentSuccess;
  events.onWindowOpen();
  try {
    payment = await openPaymentWindow(
      Razorpay,
      {
        ...run.window,
        key: paymentOrder.key,
        amount: paymentOrder.order.amount,
        currency: paymentOrder.order.currency,
        order_id: paymentOrder.order.id,
      },
      (message) => {
        lastFailure = message;
        events.onAttemptFailed(message);
      },
    );
  } catch (error) {
    if (lastFailure) return { status: 'failed', message: lastFailure, declined: true };
    return { status: 'failed', message: (error as Error).message };
  }

  events.onConfirming();
  if (!(await confirm(run, orderId, payment))) return { status: 'failed', message: VERIFY_FAILED[run.kind] };
  return { status: 'paid', orderId };
}
