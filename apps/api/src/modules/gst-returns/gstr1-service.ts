import { type Gstr1Summary, type Gstr1Table, toRupees } from '@svarna/contracts';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { type InvoicedItem, invoiceTax } from '../invoices/invoice-document';
import { gstr1Csv } from './gstr1-csv';
import { createGstr1Repository } from './gstr1-repository';
import {
  addTaxes,
  type Gstr1CreditNote,
  type Gstr1Invoice,
  type Gstr1Tables,
  gstr1Builder,
  noTaxes,
  type TaxAmounts,
} from './gstr1-tables';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** '2026-11' → the first instant of 1 November 2026 in India and of 1 December. */
export function istMonth(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS),
  };
}

const groupByOrder = <T extends InvoicedItem & { orderId: string }>(items: T[]) => {
  const byOrder = new Map<string, T[]>();
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

  /**
   * The month's documents added up, a day at a time: each day's invoices with their lines (as their PDF
   * computes them), then the month's credit notes. A month of a million-order store is 80,000 invoices;
   * read at once they held over 500 MB in the process and its GC (decision 20).
   */
  async function build(month: string) {
    const { from, to } = istMonth(month);
    const builder = gstr1Builder();
    const days: Array<{ from: Date; to: Date }> = [];
    for (let day = from.getTime(); day < to.getTime(); day += DAY_MS)
      days.push({ from: new Date(day), to: new Date(Math.min(day + DAY_MS, to.getTime())) });
    const read = (day: { from: Date; to: Date }) => {
      const both = Promise.all([repo.invoicesIssued(day.from, day.to), repo.invoicedLines(day.from, day.to)]);
      both.catch(() => {}); // awaited below; not left unhandled if adding up the day before throws
      return both;
    };
    // the next day is read while this one is added up
    let next = days.length ? read(days[0]!) : null;
    for (let i = 0; next; i++) {
      const [issued, lines] = await next;
      next = i + 1 < days.length ? read(days[i + 1]!) : null;
      const linesOf = groupByOrder(lines);
      builder.addInvoices(
        issued.map((invoice): Gstr1Invoice => {
          const { lines, totals, intraState } = invoiceTax(invoice, linesOf.get(invoice.orderId) ?? []);
          return {
            number: invoice.number,
            serial: invoice.serial,
            issuedAt: invoice.issuedAt,
            placeOfSupply: invoice.placeOfSupply,
            intraState,
            totalPaise: totals.totalPaise,
            lines,
          };
        }),
      );
    }
    const notes = await repo.creditNotesIssued(from, to);
    builder.addCreditNotes(
      notes.map(
        ({ note, placeOfSupply, orderTotalPaise, sellerState }): Gstr1CreditNote => ({
          number: note.number,
          serial: note.serial,
          issuedAt: note.issuedAt,
          placeOfSupply,
          amountPaise: note.amountPaise,
          invoice: {
            number: note.invoiceNumber,
            issuedAt: note.invoiceIssuedAt,
            intraState: placeOfSupply === sellerState,
            totalPaise: orderTotalPaise,
          },
          lines: note.lines,
        }),
      ),
    );
    return builder;
  }

  /**
   * The month's tables as last built, kept while the month has as many documents as then: documents are
   * only ever added (an invoice when an order is paid, a credit note when a refund is processed; neither
   * is changed or deleted), so the same count is the same documents. The desk downloads a month's five
   * tables one after another; each would otherwise read the whole month again. Ten minutes at most, for a
   * database changed outside the app (a restore); two months at most.
   */
  const kept = new LRUCache<string, { documents: string; built: Promise<Built> }>({
    max: 2,
    ttl: 10 * 60_000,
  });
  type Built = { tables: Gstr1Tables; totals: ReturnType<ReturnType<typeof gstr1Builder>['totals']> };

  async function built(month: string): Promise<Built> {
    const { from, to } = istMonth(month);
    const count = await repo.documentsIssued(from, to);
    const documents = `${count.invoices}:${count.creditNotes}`;
    const hit = kept.get(month);
    if (hit?.documents === documents) return hit.built;
    const entry = {
      documents,
      built: build(month).then((builder) => ({ tables: builder.tables(), totals: builder.totals() })),
    };
    kept.set(month, entry);
    entry.built.catch(() => {
      if (kept.get(month) === entry) kept.delete(month);
    });
    return entry.built;
  }

  async function tables(month: string): Promise<Gstr1Tables> {
    return (await built(month)).tables;
  }

  async function csv(month: string, table: Gstr1Table): Promise<string> {
    return gstr1Csv(table, await tables(month));
  }

  /** The month's totals, and whether the tables add up to the invoices less the credit notes. */
  async function summary(month: string): Promise<Gstr1Summary> {
    const { tables: t, totals } = await built(month);
    const { invoices, creditNotes } = totals;
    const net = minus(invoices, creditNotes);
    const sum = (rows: Array<{ taxablePaise: number }>) => rows.reduce((s, r) => s + r.taxablePaise, 0);
    const hsn = t.hsn.reduce((sums, row) => addTaxes(sums, row), noTaxes());
    const tablesTaxable = sum(t.b2cs) + sum(t.b2cl) - sum(t.cdnur);
    return {
      month,
      invoices: { count: invoices.count, ...inRupees(invoices) },
      creditNotes: { count: creditNotes.count, ...inRupees(creditNotes) },
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
