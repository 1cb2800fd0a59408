import { ORDER_STATUSES, type OrderStatus } from '@svarna/contracts';

export interface OrdersFilter {
  status: OrderStatus | undefined;
  q: string;
  page: number;
}

export const ORDERS_PAGE_SIZE = 20;

const isStatus = (value: string | null): value is OrderStatus =>
  ORDER_STATUSES.includes(value as OrderStatus);

/** The list's filter lives in the URL (?status&q&page); anything unreadable there falls back to all. */
export function readOrdersFilter(params: URLSearchParams): OrdersFilter {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : undefined,
    q: (params.get('q') ?? '').trim().slice(0, 40),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL's query for a filter, leaving out what is the default. */
export function ordersFilterParams(filter: OrdersFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}
