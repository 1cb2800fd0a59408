import { type Gstr1Summary, type Gstr1Table, toRupees } from '@svarna/contracts';
import type { Db } from '../../db/client';
import { invoiceDocument } from '../invoices/invoice-document';
import type { OrderItemRow } from '../orders/order-repository';
import { gstr1Csv } from './gstr1-csv';
import { createGstr1Repository } from './gstr1-repository';
import {
  addTaxes,
  type Gstr1CreditNote,
  type Gstr1Invoice,
  type Gstr1Tables,
  gstr1Tables,
  noTaxes,
  type TaxAmounts,
  taxAmountsOf,
} from './gstr1-tables';

const IST_OFFSET_MS = 330 * 60_000;

/** '2026-11' → the first instant of 1 November 2026 in India and of 1 December. */
export function istMonth(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS),
  };
}

const groupByOrder = (items: OrderItemRow[]) => {
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return byOrder;
};

const inRupees = (t: TaxAmounts) => ({
  taxable: toRupees(t.taxablePaise),
  igst: toRupees(t.igstPaise),
  cgst: toRupees(t.cgstPaise),
  sgst: toRupees(t.sgstPaise),
  value: toRupees(t.valuePaise),
});
const minus = (a: TaxAmounts, b: TaxAmounts): TaxAmounts => addTaxes({ ...a }, b, -1);
const sameAmounts = (a: TaxAmounts, b: TaxAmounts) =>
  (Object.keys(a) as Array<keyof TaxAmounts>).every((key) => a[key] === b[key]);

/** GSTR-1 for an Indian month, from the invoices and credit notes issued in it. */
export function createGstr1Service({ db }: { db: Db }) {
  const repo = createGstr1Repository(db);

  async function documents(month: string) {
    const { from, to } = istMonth(month);
    const [issued, lines, notes] = await Promise.all([
      repo.invoicesIssued(from, to),
      repo.invoicedLines(from, to),
      repo.creditNotesIssued(from, to),
    ]);
    const linesOf = groupByOrder(lines);
    const invoices = issued.map(({ invoice, order }): Gstr1Invoice => {
      const document = invoiceDocument(invoice, order, linesOf.get(order.id) ?? []);
      return {
        number: invoice.number,
        serial: invoice.serial,
        issuedAt: invoice.issuedAt,
        placeOfSupply: document.placeOfSupply.state,
        intraState: document.intraState,
        totalPaise: document.totals.totalPaise,
        lines: document.lines,
      };
    });
    const creditNotes = notes.map(
      ({ note, shippingAddress, orderTotalPaise, sellerState }): Gstr1CreditNote => ({
        number: note.number,
        serial: note.serial,
        issuedAt: note.issuedAt,
        placeOfSupply: shippingAddress.state,
        amountPaise: note.amountPaise,
        invoice: {
          number: note.invoiceNumber,
          issuedAt: note.invoiceIssuedAt,
          intraState: shippingAddress.state === sellerState,
          totalPaise: orderTotalPaise,
        },
        lines: note.lines,
      }),
    );
    return { invoices, creditNotes };
  }

  async function tables(month: string): Promise<Gstr1Tables> {
    const { invoices, creditNotes } = await documents(month);
    return gstr1Tables(invoices, creditNotes);
  }

  async function csv(month: string, table: Gstr1Table): Promise<string> {
    return gstr1Csv(table, await tables(month));
  }

  /** The month's totals, and whether the tables add up to the invoices less the credit notes. */
  async function summary(month: string): Promise<Gstr1Summary> {
    const { invoices, creditNotes } = await documents(month);
    const t = gstr1Tables(invoices, creditNotes);
    const invoiced = taxAmountsOf(invoices);
    const credited = taxAmountsOf(creditNotes);
    const net = minus(invoiced, credited);
    const sum = (rows: Array<{ taxablePaise: number }>) => rows.reduce((s, r) => s + r.taxablePaise, 0);
    const hsn = t.hsn.reduce((sums, row) => addTaxes(sums, row), noTaxes());
    const tablesTaxable = sum(t.b2cs) + sum(t.b2cl) - sum(t.cdnur);
    return {
      month,
      invoices: { count: invoices.length, ...inRupees(invoiced) },
      creditNotes: { count: creditNotes.length, ...inRupees(credited) },
      net: inRupees(net),
      b2cs: { rows: t.b2cs.length, taxable: toRupees(sum(t.b2cs)) },
      b2cl: {
        rows: t.b2cl.length,
        invoices: new Set(t.b2cl.map((r) => r.invoiceNumber)).size,
        taxable: toRupees(sum(t.b2cl)),
      },
      cdnur: {
        rows: t.cdnur.length,
        notes: new Set(t.cdnur.map((r) => r.noteNumber)).size,
        taxable: toRupees(sum(t.cdnur)),
      },
      hsn: { rows: t.hsn.length, ...inRupees(hsn) },
      reconciled: tablesTaxable === net.taxablePaise && sameAmounts(hsn, net),
    };
  }

  return { tables, csv, summary };
}

export type Gstr1Service = ReturnType<typeof createGstr1Service>;
