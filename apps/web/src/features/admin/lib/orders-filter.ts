import {
  ADMIN_ORDER_PAYMENT_FILTERS,
  ADMIN_ORDER_REFUND_DAYS,
  type AdminOrderPaymentFilter,
  ORDER_STATUSES,
  type OrderStatus,
} from '@svarna/contracts';

/** With the refunded filter: refunds processed today (1) or in the last 7 or 30 Indian days. */
export type RefundedDays = 1 | 7 | 30;

export interface OrdersFilter {
  status: OrderStatus | undefined;
  /** the money behind a dashboard card: COD to collect, a refund open or failed, refunded */
  payment: AdminOrderPaymentFilter | undefined;
  /** only with payment 'refunded': the window the refunds were processed in (the dashboard's) */
  days: RefundedDays | undefined;
  q: string;
  page: number;
}

export const ORDERS_PAGE_SIZE = 20;

export const PAYMENT_FILTER_LABELS: Record<AdminOrderPaymentFilter, string> = {
  cod_to_collect: 'Cash on delivery to collect',
  refund_open: 'Refund due or failed',
  refund_failed: 'Refund failed',
  refunded: 'Refunded',
};

export const REFUNDED_DAYS_LABELS: Record<RefundedDays, string> = {
  1: 'Today',
  7: 'Last 7 days',
  30: 'Last 30 days',
};

const isStatus = (value: string | null): value is OrderStatus =>
  ORDER_STATUSES.includes(value as OrderStatus);
const isPayment = (value: string | null): value is AdminOrderPaymentFilter =>
  ADMIN_ORDER_PAYMENT_FILTERS.includes(value as AdminOrderPaymentFilter);
const readDays = (value: string | null): RefundedDays | undefined =>
  ADMIN_ORDER_REFUND_DAYS.includes(value as (typeof ADMIN_ORDER_REFUND_DAYS)[number])
    ? (Number(value) as RefundedDays)
    : undefined;

/**
 * The list's filter lives in the URL (?status&payment&days&q&page); anything unreadable there falls back
 * to all, and days counts only with payment=refunded (as the API has it).
 */
export function readOrdersFilter(params: URLSearchParams): OrdersFilter {
  const status = params.get('status');
  const payment = params.get('payment');
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : undefined,
    payment: isPayment(payment) ? payment : undefined,
    days: payment === 'refunded' ? readDays(params.get('days')) : undefined,
    q: (params.get('q') ?? '').trim().slice(0, 40),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL's query for a filter, leaving out what is the default (and days without payment=refunded). */
export function ordersFilterParams(filter: OrdersFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.payment) params.set('payment', filter.payment);
  if (filter.payment === 'refunded' && filter.days) params.set('days', String(filter.days));
  if (filter.q) params.set('q', filter.q);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}
