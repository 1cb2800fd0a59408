import { privateQueryKey } from '../../auth';

/** The desk's reads sit under the private root, so signing out drops them with the shopper's own. */
export const adminKeys = {
  all: privateQueryKey('admin'),
  dashboard: (days: number) => privateQueryKey('admin', 'dashboard', days),
  gstr1Summary: (month: string) => privateQueryKey('admin', 'gstr1-summary', month),
  orders: (query: object) => privateQueryKey('admin', 'orders', query),
  order: (orderId: string) => privateQueryKey('admin', 'order', orderId),
  productStock: (productId: string) => privateQueryKey('admin', 'product-stock', productId),
};
