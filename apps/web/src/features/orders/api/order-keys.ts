import { privateQueryKey } from '../../auth';

/** The shopper's orders (private): her list, a page at a time, and one order. */
export const orderKeys = {
  all: privateQueryKey('orders'),
  list: (page: number) => privateQueryKey('orders', 'list', page),
  detail: (orderId: string) => privateQueryKey('orders', orderId),
};
