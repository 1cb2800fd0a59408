import type { AdminProduct } from '@svarna/contracts';
import { adminProduct, categoriesBody, collectionsBody } from './catalog-products';
import { type ApiCall, json, stubAdminApi } from './render-admin';

export interface CatalogServer {
  calls: ApiCall[];
  /** what the server holds now */
  product: AdminProduct;
  /** answer the next PUT or POST with this instead of saving */
  refuseNext: ((call: ApiCall) => Response) | null;
}

/** The desk's product API over one product: GET answers it, PUT and POST save it (version + 1). */
export function serveCatalog(initial: AdminProduct = adminProduct()): CatalogServer {
  const server: CatalogServer = { calls: [], product: initial, refuseNext: null };
  server.calls = stubAdminApi('admin', (call) => {
    if (call.path === '/categories') return json(200, categoriesBody);
    if (call.path === '/collections') return json(200, collectionsBody);
    if (call.path === '/admin/products' && call.method === 'GET')
      return json(200, {
        success: true,
        products: [],
        pagination: { page: 1, limit: 8, total: 0, pages: 0 },
      });
    const write = call.method === 'PUT' || call.method === 'POST';
    if (write && server.refuseNext) {
      const refusal = server.refuseNext(call);
      server.refuseNext = null;
      return refusal;
    }
    if (write) {
      const { version: _version, ...input } = call.body as AdminProduct;
      server.product = {
        ...server.product,
        ...(input as Partial<AdminProduct>),
        _id: server.product._id,
        version: server.product.version + 1,
        photos: server.product.photos,
        variants: server.product.variants,
      };
      return json(call.method === 'POST' ? 201 : 200, { success: true, product: server.product });
    }
    if (call.path === `/admin/products/${server.product._id}`) {
      if (call.method === 'DELETE') return json(200, { success: true });
      return json(200, { success: true, product: server.product });
    }
    return undefined;
  });
  return server;
}
