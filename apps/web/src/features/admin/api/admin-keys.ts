import { privateQueryKey } from '../../auth';

/**
 * Every read of the desk, under its own private root, so the desk's invalidation reaches them all and
 * signing out drops them with the shopper's own: orders, stock and returns; the catalogue (products);
 * the store's structure and content (categories, collections, home, settings).
 */
export const adminKeys = {
  all: privateQueryKey('admin'),
  dashboard: (days: number) => privateQueryKey('admin', 'dashboard', days),
  gstr1Summary: (month: string) => privateQueryKey('admin', 'gstr1-summary', month),
  orders: (query: object) => privateQueryKey('admin', 'orders', query),
  order: (orderId: string) => privateQueryKey('admin', 'order', orderId),
  productStock: (productId: string) => privateQueryKey('admin', 'product-stock', productId),
  catalog: {
    lists: privateQueryKey('admin', 'catalog', 'list'),
    list: (query: object) => privateQueryKey('admin', 'catalog', 'list', query),
    product: (productId: string) => privateQueryKey('admin', 'catalog', 'product', productId),
  },
  content: {
    categories: privateQueryKey('admin', 'categories'),
    collections: privateQueryKey('admin', 'collections'),
    collection: (collectionId: string) => privateQueryKey('admin', 'collections', collectionId),
    heroSlides: privateQueryKey('admin', 'content', 'hero'),
    banners: privateQueryKey('admin', 'content', 'banners'),
    home: privateQueryKey('admin', 'content', 'home'),
    settings: privateQueryKey('admin', 'content', 'settings'),
  },
};
