import { useParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminOrder } from '../api/get-admin-order';
import { LoadProblem } from '../components/load-problem';
import { OrderActions } from '../components/order-actions';
import { OrderHeading } from '../components/order-heading';
import { OrderHistory } from '../components/order-history';
import { OrderLines } from '../components/order-lines';
import { OrderMoney } from '../components/order-money';
import { OrderPeople } from '../components/order-people';
import { OrderRefunds } from '../components/order-refunds';

/** /admin/orders/{orderId}: one order as the desk sees it, with what may be done to it now. */
export function AdminOrderPage() {
  const { orderId = '' } = useParams();
  const { data: order, error } = useAdminOrder(orderId);
  useDocumentTitle(order ? `Order #${order.orderNumber} · Order desk` : 'Order · Order desk');

  if (error) return <LoadProblem error={error} what="the order" />;
  if (!order)
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the order" />
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <OrderHeading order={order} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-4">
          <OrderActions order={order} />
          <OrderLines order={order} />
          <OrderPeople order={order} />
        </div>
        <div className="flex flex-col gap-4">
          <OrderMoney order={order} />
          <OrderRefunds order={order} />
          <OrderHistory order={order} />
        </div>
      </div>
    </div>
  );
}
