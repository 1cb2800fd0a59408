import { type DownloadedFile, http } from '../../../lib/http-client';

export type InvoiceCaller = 'customer' | 'admin';

/** GET /orders/{orderId}/invoice (the shopper's own order) or /admin/orders/{orderId}/invoice (the store). */
export function getInvoice(orderId: string, caller: InvoiceCaller): Promise<DownloadedFile> {
  const prefix = caller === 'admin' ? '/admin/orders' : '/orders';
  return http.getFile(`${prefix}/${encodeURIComponent(orderId)}/invoice`);
}
