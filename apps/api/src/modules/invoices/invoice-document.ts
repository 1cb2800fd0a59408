import { GST_STATE_CODES, type IndianState, orderNumber } from '@svarna/contracts';
import type { OrderItemRow, OrderRow } from '../orders/order-repository';
import { computeInvoiceTax } from './gst';
import { istDate } from './invoice-number';
import type { InvoiceDocument } from './invoice-pdf';
import type { InvoiceRow } from './invoice-repository';

const stateCode = (state: string) => GST_STATE_CODES[state as IndianState] ?? '';

/** The seller as the invoice copied them at issue, and the place of supply: what every tax document heads with. */
export function documentParties(invoice: InvoiceRow, order: OrderRow) {
  const placeOfSupply = order.shippingAddress.state;
  return {
    seller: {
      name: invoice.sellerName,
      address: invoice.sellerAddress,
      gstin: invoice.sellerGstin,
      state: invoice.sellerState,
      stateCode: stateCode(invoice.sellerState),
    },
    placeOfSupply: { state: placeOfSupply, code: stateCode(placeOfSupply) },
    intraState: placeOfSupply === invoice.sellerState,
  };
}

const describe = (item: Pick<OrderItemRow, 'name' | 'variantValues'>) =>
  item.variantValues.length
    ? `${item.name} (${item.variantValues.map((v) => `${v.name}: ${v.value}`).join(', ')})`
    : item.name;

/** What of an order line its invoice line is made from. */
export type InvoicedItem = Pick<
  OrderItemRow,
  'name' | 'variantValues' | 'hsnCode' | 'quantity' | 'unitPricePaise' | 'gstRateBasisPoints'
>;

/**
 * The invoice's taxed lines and totals, from the order's lines and money: tax within the state when the
 * place of supply (the shipping address's state) is the seller's state copied into the invoice. The
 * invoice and GSTR-1 (which reads only these of a month's invoices) both compute them here.
 */
export function invoiceTax(
  sale: { placeOfSupply: string; sellerState: string; shippingPaise: number; discountPaise: number },
  items: InvoicedItem[],
) {
  const intraState = sale.placeOfSupply === sale.sellerState;
  const { lines, totals } = computeInvoiceTax({
    lines: items.map((item) => ({
      description: describe(item),
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      gstRateBasisPoints: item.gstRateBasisPoints,
    })),
    shippingPaise: sale.shippingPaise,
    discountPaise: sale.discountPaise,
    intraState,
  });
  return { lines, totals, intraState };
}

/**
 * What the invoice shows, from the order as placed and the invoice as issued: the place of supply is
 * the shipping address's state, compared with the seller's state copied into the invoice.
 */
export function invoiceDocument(
  invoice: InvoiceRow,
  order: OrderRow,
  items: OrderItemRow[],
): InvoiceDocument {
  const parties = documentParties(invoice, order);
  const { lines, totals } = invoiceTax(
    {
      placeOfSupply: parties.placeOfSupply.state,
      sellerState: invoice.sellerState,
      shippingPaise: order.shippingPaise,
      discountPaise: order.discountPaise,
    },
    items,
  );
  const advancePaise = Math.min(order.tokenAmountPaise ?? 0, order.totalPaise);
  return {
    number: invoice.number,
    date: istDate(invoice.issuedAt),
    issuedAt: invoice.issuedAt,
    orderNumber: orderNumber(order.id),
    ...parties,
    billing: order.billingAddress,
    shipping: order.shippingAddress,
    lines,
    totals,
    payment:
      order.paymentMethod === 'cod'
        ? {
            method: 'cod',
            advancePaise,
            restPaise: order.totalPaise - advancePaise,
            collected: order.codCollectedAt !== null,
          }
        : { method: 'prepaid', paidPaise: order.totalPaise },
  };
}

/** 'SVJ/26-27/000042' → 'invoice-SVJ-26-27-000042.pdf' */
export const invoiceFilename = (number: string) => `invoice-${number.replaceAll('/', '-')}.pdf`;
