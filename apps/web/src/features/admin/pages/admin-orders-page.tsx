import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminOrders } from '../api/get-admin-orders';
import { LoadProblem } from '../components/load-problem';
import { OrdersFilterBar } from '../components/orders-filter-bar';
import { OrdersTable } from '../components/orders-table';
import { Pager } from '../components/pager';
import { type OrdersFilter, ordersFilterParams, readOrdersFilter } from '../lib/orders-filter';

/** /admin and /admin/orders: every order, filtered by status and searched by number or phone. */
export function AdminOrdersPage() {
  useDocumentTitle('Orders · Order desk');
  const [params, setParams] = useSearchParams();
  const filter = readOrdersFilter(params);
  const { data, error, isFetching } = useAdminOrders(filter);
  const show = (next: OrdersFilter) => setParams(ordersFilterParams(next));

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <h1 id="orders-heading" className="text-2xl font-semibold">
        Orders
      </h1>
      <OrdersFilterBar filter={filter} onChange={show} />
      {error ? (
        <LoadProblem error={error} what="orders" />
      ) : !data ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading orders" />
        </div>
      ) : (
        <div aria-busy={isFetching} className="flex flex-col gap-4">
          <OrdersTable orders={data.orders} />
          <Pager pagination={data.pagination} noun="order" onPage={(page) => show({ ...filter, page })} />
        </div>
      )}
    </section>
  );
}
