import { formatPaise, formatRupees, type Order, REFUND_ARRIVES } from '@svarna/contracts';
import type { EmailSender, SmsSender } from '../../providers';

/** Rupees with paise, as every message writes them: '₹1,23,456.00'. */
const inr = (rupees: number) => formatRupees(rupees, { decimals: true });

export interface OrderNotificationDeps {
  email: EmailSender;
  sms: SmsSender;
  publicUrl: string;
  logError: (err: unknown, message: string) => void;
}

/** Messages about an order. Sending never holds up the request that caused it, and a failure is logged. */
export function createOrderNotifications({ email, sms, publicUrl, logError }: OrderNotificationDeps) {
  const send = (work: Promise<void>, what: string) => {
    work.catch((err) => logError(err, `could not send ${what}`));
  };

  function confirmationText(order: Order): string {
    const lines = order.items.map((item) => {
      const variant = item.variant?.attributes.map((a) => a.value).join(', ');
      return `- ${item.product.name}${variant ? ` (${variant})` : ''} × ${item.quantity}: ${inr(item.price * item.quantity)}`;
    });
    const a = order.shippingAddress;
    const payment =
      order.paymentMethod === 'cod'
        ? `Cash on delivery: advance ${inr(order.tokenAmount ?? 0)} paid, ${inr(order.amountDue)} due on delivery.`
        : `Paid online: ${inr(order.total)}.`;
    return [
      `Thank you for your order, ${a.name}.`,
      '',
      `Order number: ${order.orderNumber}`,
      ...lines,
      `Subtotal: ${inr(order.subtotal)}`,
      `Shipping: ${inr(order.shipping)}`,
      `Total: ${inr(order.total)}`,
      payment,
      '',
      `Delivering to: ${[a.line1, a.line2, a.city, a.state, a.pincode].filter(Boolean).join(', ')}`,
      `Follow your order: ${publicUrl}/order-confirmation/${order._id}`,
    ].join('\n');
  }

  function confirmed(order: Order) {
    send(
      email.send({
        to: order.shippingAddress.email,
        subject: `Order ${order.orderNumber} confirmed - Svarna Jewels`,
        text: confirmationText(order),
      }),
      'the order confirmation',
    );
  }

  /** Paid after the order expired and the pieces sold out in between: the money goes back. */
  function refundDue(order: Order) {
    const text = `Your payment for order ${order.orderNumber} arrived after the order had expired and the pieces have sold out. We will refund ${inr(order.total - order.amountDue)} to you within 5-7 business days.`;
    send(
      email.send({ to: order.shippingAddress.email, subject: `Refund for order ${order.orderNumber}`, text }),
      'the refund notice',
    );
    send(
      sms.send({ to: order.shippingAddress.phone, kind: 'notice', text, vars: { message: text } }),
      'the refund SMS',
    );
  }

  /** An email and an SMS with the same text: the desk's shipping and delivery news. */
  function tell(order: Order, subject: string, text: string, what: string) {
    send(email.send({ to: order.shippingAddress.email, subject, text }), `the ${what} email`);
    send(
      sms.send({ to: order.shippingAddress.phone, kind: 'notice', text, vars: { message: text } }),
      `the ${what} SMS`,
    );
  }

  function shipped(order: Order) {
    const text = `Your Svarna Jewels order ${order.orderNumber} has shipped. Track it here: ${order.trackingUrl ?? `${publicUrl}/order-confirmation/${order._id}`}`;
    tell(order, `Order ${order.orderNumber} has shipped - Svarna Jewels`, text, 'shipping');
  }

  function delivered(order: Order) {
    const text = `Your Svarna Jewels order ${order.orderNumber} has been delivered. Thank you for shopping with us.`;
    tell(order, `Order ${order.orderNumber} delivered - Svarna Jewels`, text, 'delivery');
  }

  /** Cancelled by the shopper or the desk: what was cancelled, and any money on its way back. */
  function cancelled(order: Order, refundedPaise: number) {
    const refund =
      refundedPaise > 0
        ? ` We are refunding ${formatPaise(refundedPaise, { decimals: true })} to your original payment method; it reaches you in ${REFUND_ARRIVES}.`
        : '';
    const text = `Your Svarna Jewels order ${order.orderNumber} has been cancelled.${refund}`;
    tell(order, `Order ${order.orderNumber} cancelled - Svarna Jewels`, text, 'cancellation');
  }

  /** A second payment for an order already paid: the order stands, the extra money goes back. */
  function secondPaymentRefunded(order: Order, amountPaise: number) {
    const text = `We received a second payment of ${formatPaise(amountPaise, { decimals: true })} for your Svarna Jewels order ${order.orderNumber}, which was already paid. We are refunding it to your original payment method; it reaches you in ${REFUND_ARRIVES}. Your order is unchanged.`;
    tell(
      order,
      `Second payment refunded for order ${order.orderNumber} - Svarna Jewels`,
      text,
      'second payment',
    );
  }

  return { confirmed, refundDue, shipped, delivered, cancelled, secondPaymentRefunded };
}

export type OrderNotifications = ReturnType<typeof createOrderNotifications>;
