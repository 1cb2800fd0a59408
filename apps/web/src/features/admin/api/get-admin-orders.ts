import type { AdminOrdersResponse } from '@svarna/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { ORDERS_PAGE_SIZE, type OrdersFilter } from '../lib/orders-filter';
import { adminKeys } from './admin-keys';

/** GET /admin/orders?status&payment&days&q&page&limit: every shopper's orders, newest first. */
export function getAdminOrders(filter: OrdersFilter, signal?: AbortSignal): Promise<AdminOrdersResponse> {
  return http.get<AdminOrdersResponse>('/admin/orders', {
    query: {
      status: filter.status,
      payment: filter.payment,
      days: filter.payment === 'refunded' ? filter.days : undefined,
      q: filter.q,
      page: filter.page,
      limit: ORDERS_PAGE_SIZE,
    },
    signal,
  });
}

export const adminOrdersQuery = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: adminKeys.orders(filter),
    queryFn: ({ signal }) => getAdminOrders(filter, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (filter: OrdersFilter) => useQuery(adminOrdersQuery(filter));
