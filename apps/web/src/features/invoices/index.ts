export type { InvoiceCaller } from './api/get-invoice';
export { InvoiceDownloadButton } from './components/invoice-download-button';
