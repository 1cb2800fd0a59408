import { PackageOpen } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { useMyOrders } from '../api/get-my-orders';
import { pageWindow } from '../lib/page-window';
import { OrderSummaryCard } from './order-summary-card';

interface OrdersTabProps {
  page: number;
  /** `replace`: correct the URL in place rather than add a history entry */
  onPage: (page: number, replace?: boolean) => void;
}

/** The shopper's orders, 3 a page, newest first; pending ones are left out by the server. */
export function OrdersTab({ page, onPage }: OrdersTabProps) {
  const orders = useMyOrders(page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pages = orders.data?.pagination.pages ?? 0;

  // a page past the end (an old link, fewer orders now) shows the last page instead
  useEffect(() => {
    if (!orders.isPlaceholderData && pages > 0 && page > pages) onPage(pages, true);
  }, [orders.isPlaceholderData, page, pages, onPage]);

  const goTo = (next: number) => {
    onPage(next);
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby="account-orders-heading" className="flex flex-col gap-4">
      <h2 id="account-orders-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        Your Orders
      </h2>
      {orders.isPending ? (
        <Spinner label="Loading orders" />
      ) : orders.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          Failed to load orders.{' '}
          <button type="button" className="font-medium underline" onClick={() => void orders.refetch()}>
            Try again
          </button>
        </p>
      ) : orders.data.pagination.total === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-stone-300 p-10 text-center dark:border-stone-600">
          <PackageOpen aria-hidden="true" className="size-10 text-stone-500" />
          <p className="text-lg font-semibold">No orders found</p>
          <p className="text-stone-700 dark:text-stone-300">Your order history will appear here</p>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-busy={orders.isPlaceholderData}>
            {orders.data.orders.map((order) => (
              <li key={order._id}>
                <OrderSummaryCard order={order} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pages={pages}
            onPage={goTo}
            entries={pageWindow(page, pages)}
            label="Orders pages"
            className="flex justify-center"
          />
        </>
      )}
    </section>
  );
}
