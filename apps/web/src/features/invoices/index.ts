export type { InvoiceCaller, TaxDocument } from './api/get-invoice';
export { InvoiceDownloadButton } from './components/invoice-download-button';
