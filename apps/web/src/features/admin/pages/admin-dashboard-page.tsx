import { type AdminDashboard, DASHBOARD_DAYS, type DashboardDays, ORDER_STATUSES } from '@svarna/contracts';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../lib/paths';
import { formatRupees } from '../../../lib/price';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { LoadProblem } from '../components/load-problem';
import { istMonth, monthName } from '../lib/gst-months';

// The chart library comes with this page only, after the figures.
const DashboardChart = lazy(() => import('../components/dashboard-chart'));

const DAY_LABELS: Record<DashboardDays, string> = { 1: 'Today', 7: '7 days', 30: '30 days' };
const STATUS_LABELS: Record<(typeof ORDER_STATUSES)[number], string> = {
  pending: 'Awaiting payment',
  processing: 'Processing',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

const readDays = (value: string | null): DashboardDays =>
  DASHBOARD_DAYS.find((d) => String(d) === value) ?? 1;
const orders = (query?: Record<string, string>) => paths.adminOrders.to(new URLSearchParams(query));
const productsList = (query: Record<string, string>) => paths.adminProducts.to(new URLSearchParams(query));
const ordersCount = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

const cardClass =
  'flex flex-col gap-1 rounded-lg border border-stone-200 p-4 hover:border-stone-400 focus-visible:outline-2 dark:border-stone-700 dark:hover:border-stone-500';

function Card({
  to,
  title,
  figure,
  note,
}: {
  to: string;
  title: string;
  figure: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Link to={to} className={cardClass}>
      <span className="text-sm text-stone-600 dark:text-stone-400">{title}</span>
      <span className="text-2xl font-semibold tabular-nums">{figure}</span>
      {note ? <span className="text-sm text-stone-600 dark:text-stone-400">{note}</span> : null}
    </Link>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">{children}</div>
    </section>
  );
}

function DaySwitch({ days, onDays }: { days: DashboardDays; onDays: (d: DashboardDays) => void }) {
  return (
    <fieldset className="flex gap-1 rounded-md border border-stone-300 p-1 dark:border-stone-600">
      <legend className="sr-only">Period</legend>
      {DASHBOARD_DAYS.map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={d === days}
          onClick={() => onDays(d)}
          className={`min-h-11 rounded px-3 font-medium ${
            d === days
              ? 'bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900'
              : 'hover:bg-stone-100 dark:hover:bg-stone-800'
          }`}
        >
          {DAY_LABELS[d]}
        </button>
      ))}
    </fieldset>
  );
}

function DailyTable({ daily }: { daily: AdminDashboard['daily'] }) {
  return (
    <details className="text-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-medium">The last 30 days as a table</summary>
      <div className="overflow-x-auto">
        <table className="w-full text-left tabular-nums">
          <caption className="sr-only">Sales and paid orders by day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Day
              </th>
              <th scope="col" className="py-1 pr-4">
                Sales
              </th>
              <th scope="col" className="py-1">
                Orders
              </th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date} className="border-t border-stone-200 dark:border-stone-700">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {d.date}
                </th>
                <td className="py-1 pr-4">{formatRupees(d.sales)}</td>
                <td className="py-1">{d.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function Figures({ data }: { data: AdminDashboard }) {
  const { sales, toFulfil, codToCollect, refundsOpen, stock } = data;
  const monthSales = data.daily.reduce((sum, d) => sum + d.sales, 0);
  const monthOrders = data.daily.reduce((sum, d) => sum + d.orders, 0);
  const best = data.daily.reduce((top, d) => (d.sales > top.sales ? d : top), data.daily[0]!);
  const summary = `Last 30 days: ${formatRupees(monthSales)} from ${monthOrders} paid orders; best day ${best.date} with ${formatRupees(best.sales)}.`;
  return (
    <>
      <Section title="Sales">
        <Card
          to={orders()}
          title="Gross sales"
          figure={formatRupees(sales.gross)}
          note={`${sales.paidOrders} paid orders`}
        />
        <Card
          to={orders({ payment: 'refunded', days: String(data.days) })}
          title="Refunded"
          figure={formatRupees(sales.refunds)}
          note={ordersCount(sales.refundedOrders)}
        />
        <Card to={orders()} title="Net sales" figure={formatRupees(sales.net)} />
        <Card
          to={paths.adminGst.to()}
          title="GST returns"
          figure={monthName(istMonth(new Date(), 1))}
          note="GSTR-1 files to download"
        />
      </Section>
      <Section title="Waiting on the desk">
        <Card to={orders({ status: 'processing' })} title="Paid, to confirm" figure={toFulfil.toConfirm} />
        <Card to={orders({ status: 'confirmed' })} title="Confirmed, to ship" figure={toFulfil.toShip} />
        <Card
          to={orders({ payment: 'cod_to_collect' })}
          title="Cash on delivery to collect"
          figure={formatRupees(codToCollect.amount)}
          note={ordersCount(codToCollect.orders)}
        />
        <Card
          to={orders({ payment: 'refund_open' })}
          title="Refunds due or failed"
          figure={refundsOpen.orders}
          note={`${formatRupees(refundsOpen.amount)} owed · ${refundsOpen.failed} failed`}
        />
        <Card
          to={productsList({ status: 'published', stock: 'low' })}
          title="Low stock"
          figure={stock.low}
          note="published pieces"
        />
        <Card
          to={productsList({ status: 'published', stock: 'out' })}
          title="Out of stock"
          figure={stock.out}
          note="published pieces"
        />
      </Section>
      <Section title="Orders placed, by status">
        {ORDER_STATUSES.map((status) => (
          <Card
            key={status}
            to={orders({ status })}
            title={STATUS_LABELS[status]}
            figure={data.ordersByStatus[status]}
          />
        ))}
      </Section>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">Best sellers</h2>
        {data.bestSellers.length === 0 ? (
          <p className="text-stone-600 dark:text-stone-400">Nothing sold in this period yet.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {data.bestSellers.map((b) => (
              <li key={b.productId} className="flex flex-wrap justify-between gap-2">
                <Link
                  to={paths.adminProductEdit.to(b.productId)}
                  className="font-medium underline-offset-2 hover:underline"
                >
                  {b.name}
                </Link>
                <span className="tabular-nums text-stone-600 dark:text-stone-400">
                  {b.units} sold · {formatRupees(b.sales)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="daily-heading">
        <h2 id="daily-heading" className="text-lg font-semibold">
          Sales and orders, last 30 days
        </h2>
        <figure role="img" aria-label={summary} className="min-h-[220px]">
          <Suspense fallback={<Spinner label="Loading the chart" />}>
            <DashboardChart daily={data.daily} />
          </Suspense>
        </figure>
        <DailyTable daily={data.daily} />
      </section>
    </>
  );
}

/** /admin: the desk's first page, the store at a glance; every card opens the list behind its figure. */
export function AdminDashboardPage() {
  useDocumentTitle('Dashboard · Order desk');
  const [params, setParams] = useSearchParams();
  const days = readDays(params.get('days'));
  const { data, error, isFetching } = useAdminDashboard(days);

  return (
    <section aria-labelledby="dashboard-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="dashboard-heading" className="text-2xl font-semibold">
          Dashboard
        </h1>
        <DaySwitch days={days} onDays={(d) => setParams(d === 1 ? {} : { days: String(d) })} />
      </div>
      {error ? (
        <LoadProblem error={error} what="the dashboard" />
      ) : !data ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading the dashboard" />
        </div>
      ) : (
        <div aria-busy={isFetching} className="flex flex-col gap-6">
          <Figures data={data.dashboard} />
        </div>
      )}
    </section>
  );
}
