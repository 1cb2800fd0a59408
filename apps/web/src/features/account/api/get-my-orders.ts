import type { OrdersListResponse } from '@svarna/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { useAuth } from '../../auth';
import { orderKeys } from '../../orders';

/** The account's orders come 3 to a page. */
export const ORDERS_PAGE_SIZE = 3;

/**
 * GET /orders/me/orders: one page of the shopper's orders. Pending ones are left out by the server, so
 * the page count follows the orders shown.
 */
export function getMyOrders(page: number, signal?: AbortSignal): Promise<OrdersListResponse> {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(ORDERS_PAGE_SIZE),
    hidePending: 'true',
  });
  return http.get<OrdersListResponse>(`/orders/me/orders?${query}`, { signal });
}

export const myOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: orderKeys.list(page),
    queryFn: ({ signal }) => getMyOrders(page, signal),
    staleTime: 30_000,
  });

export function useMyOrders(page: number) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...myOrdersQuery(page), enabled: isAuthenticated, placeholderData: keepPreviousData });
}
