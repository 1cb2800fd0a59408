import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { financialYearOf } from './invoice-number';
import { createInvoiceRepository } from './invoice-repository';

/** Who sells, as printed on every invoice; copied into the invoice when it is issued. */
export interface Seller {
  name: string;
  address: string;
  gstin: string;
  state: string;
}

/**
 * Issues the order's tax invoice inside the transaction that marks it paid, so an order is paid with
 * its invoice or not at all. The serial is the next of the financial year of the moment of payment,
 * taken as the transaction commits (migration 0018), so the year's counter is locked only while it does.
 */
export async function issueInvoice(tx: Tx, orderId: string, seller: Seller, at: Date): Promise<void> {
  return createInvoiceRepository(tx).insertNumbered({
    orderId,
    financialYear: financialYearOf(at),
    sellerName: seller.name,
    sellerAddress: seller.address,
    sellerGstin: seller.gstin,
    sellerState: seller.state,
    issuedAt: at,
  });
}

export const sellerOf = (config: Config): Seller => ({
  name: config.STORE_NAME,
  address: config.STORE_ADDRESS,
  gstin: config.STORE_GSTIN,
  state: config.STORE_STATE,
});
