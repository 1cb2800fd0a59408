import { type DownloadedFile, http } from '../../../lib/http-client';

export type InvoiceCaller = 'customer' | 'admin';
/** The order's GST tax invoice, or the credit note its refund issued. */
export type TaxDocument = 'invoice' | 'credit-note';

/**
 * GET /orders/{orderId}/invoice|credit-note (the shopper's own order) or /admin/orders/{orderId}/… (the
 * store).
 */
export function getInvoice(
  orderId: string,
  caller: InvoiceCaller,
  document: TaxDocument = 'invoice',
): Promise<DownloadedFile> {
  const prefix = caller === 'admin' ? '/admin/orders' : '/orders';
  return http.getFile(`${prefix}/${encodeURIComponent(orderId)}/${document}`);
}
