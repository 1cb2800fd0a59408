import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { serverMessage } from '../../../lib/http-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { InvoiceDownloadButton } from '../../invoices';
import { useOrder } from '../api/get-order';
import { ConfirmationHeader } from '../components/confirmation-header';
import { OrderAddresses } from '../components/order-addresses';
import { OrderItems } from '../components/order-items';
import { OrderPayment } from '../components/order-payment';
import { OrderTotals } from '../components/order-totals';
import { WhatsNext } from '../components/whats-next';
import { trackPurchaseOnce } from '../lib/purchase-event';

const errorText = (error: Error) => serverMessage(error) ?? error.message;

/** /order-confirmation/{orderId}: the placed order, read back from the server. */
export function OrderConfirmationPage() {
  useDocumentTitle('Order Confirmation');
  const { orderId = '' } = useParams();
  const { data: order, error } = useOrder(orderId);

  useEffect(() => {
    if (order) trackPurchaseOnce(order);
  }, [order]);

  if (error)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-red-700 dark:text-red-300">
        Error loading order: {errorText(error)}
      </p>
    );
  if (!order)
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading your order" />
      </div>
    );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <ConfirmationHeader order={order} />
      <OrderItems order={order} />
      <OrderAddresses order={order} />
      <OrderPayment order={order} />
      <OrderTotals order={order} />
      {(order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') && (
        <div className="flex flex-wrap justify-end gap-2">
          <InvoiceDownloadButton orderId={order._id} />
          {order.paymentStatus === 'refunded' && (
            <InvoiceDownloadButton orderId={order._id} document="credit-note" />
          )}
        </div>
      )}
      <WhatsNext order={order} />
    </div>
  );
}
