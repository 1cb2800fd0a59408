import type { Gstr1Summary } from '@svarna/contracts';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRupees } from '../../../lib/price';
import { monthName } from '../lib/gst-months';

const money = (rupees: number) => formatRupees(rupees, { decimals: true });
/** Tax heads added in paise, so ₹0.10 + ₹0.20 is ₹0.30. */
const taxOf = (t: { igst: number; cgst: number; sgst: number }) =>
  (Math.round(t.igst * 100) + Math.round(t.cgst * 100) + Math.round(t.sgst * 100)) / 100;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// One size for a figure and its skeleton (title, figure, a note of up to two lines), and for the statement
// (up to four lines on a phone, two on a wider screen), so nothing moves when the answer lands.
const cardClass =
  'flex min-h-[8.25rem] flex-col gap-1 rounded-lg border border-stone-200 p-4 dark:border-stone-700';
const statementClass = 'flex min-h-[8.25rem] items-start gap-3 rounded-lg border p-3 sm:min-h-24';
const gridClass = 'grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4';
const bar = 'rounded bg-stone-200 motion-safe:animate-pulse dark:bg-stone-700';

function Figure({ title, figure, note }: { title: string; figure: string; note: string }) {
  return (
    <div className={cardClass}>
      <dt className="text-sm text-stone-700 dark:text-stone-300">{title}</dt>
      <dd className="text-xl font-semibold tabular-nums">{figure}</dd>
      <dd className="text-sm text-stone-700 tabular-nums dark:text-stone-300">{note}</dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      <dl className={gridClass}>{children}</dl>
    </div>
  );
}

function Statement({ summary }: { summary: Gstr1Summary }) {
  const month = monthName(summary.month);
  if (summary.invoices.count === 0 && summary.creditNotes.count === 0)
    return (
      <div className={`${statementClass} border-stone-300 dark:border-stone-600`}>
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong className="block">No invoices or credit notes in {month}</strong>
          <span className="block text-sm text-stone-700 dark:text-stone-300">
            Nothing was sold or refunded, so each file holds only its headers. A month without sales is filed
            as a nil return.
          </span>
        </p>
      </div>
    );
  if (summary.reconciled)
    return (
      <div className={`${statementClass} border-green-700 dark:border-green-400`}>
        <CircleCheck
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-green-800 dark:text-green-300"
        />
        <p>
          <strong className="block text-green-800 dark:text-green-300">Totals match</strong>
          <span className="block text-sm text-stone-700 dark:text-stone-300">
            B2CS + B2CL − CDNUR and the HSN summary each come to {money(summary.net.taxable)} taxable, the
            invoices less the credit notes.
          </span>
        </p>
      </div>
    );
  return (
    <div className={`${statementClass} border-red-700 dark:border-red-400`}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" />
      <p>
        <strong className="block text-red-700 dark:text-red-300">Totals do not match</strong>
        <span className="block text-sm text-stone-700 dark:text-stone-300">
          The tables do not add up to the invoices less the credit notes. Do not file them yet: ask your
          accountant to check.
        </span>
      </p>
    </div>
  );
}

/** The month's documents and the totals of the tables, with whether they reconcile. */
export function Gstr1SummaryView({ summary }: { summary: Gstr1Summary }) {
  const { invoices, creditNotes, net, b2cs, b2cl, cdnur, hsn } = summary;
  return (
    <div className="flex flex-col gap-4">
      <Statement summary={summary} />
      <Group title="Invoices and credit notes">
        <Figure
          title="Invoices"
          figure={money(invoices.value)}
          note={`${plural(invoices.count, 'invoice', 'invoices')}, tax included`}
        />
        <Figure
          title="Credit notes"
          figure={money(creditNotes.value)}
          note={`${plural(creditNotes.count, 'credit note', 'credit notes')}, tax included`}
        />
        <Figure title="Net taxable value" figure={money(net.taxable)} note="invoices less credit notes" />
        <Figure
          title="Net tax"
          figure={money(taxOf(net))}
          note={`IGST ${money(net.igst)} · CGST ${money(net.cgst)} · SGST ${money(net.sgst)}`}
        />
      </Group>
      <Group title="What the tables add up to (taxable value)">
        <Figure title="B2CS" figure={money(b2cs.taxable)} note={plural(b2cs.rows, 'row', 'rows')} />
        <Figure
          title="B2CL"
          figure={money(b2cl.taxable)}
          note={plural(b2cl.invoices, 'invoice', 'invoices')}
        />
        <Figure
          title="CDNUR (taken off)"
          figure={money(cdnur.taxable)}
          note={plural(cdnur.notes, 'credit note', 'credit notes')}
        />
        <Figure
          title="HSN summary"
          figure={money(hsn.taxable)}
          note={`tax ${money(taxOf(hsn))} · ${plural(hsn.rows, 'row', 'rows')}`}
        />
      </Group>
    </div>
  );
}

function SkeletonFigure() {
  return (
    <div className={cardClass}>
      <span className={`h-5 w-24 ${bar}`} />
      <span className={`h-7 w-32 ${bar}`} />
      <span className={`h-5 w-20 ${bar}`} />
    </div>
  );
}

function SkeletonGroup({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      <div className={gridClass}>
        {[0, 1, 2, 3].map((i) => (
          <SkeletonFigure key={i} />
        ))}
      </div>
    </div>
  );
}

/** The summary's shape while it loads: the same boxes, the same sizes. */
export function Gstr1SummarySkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <div className={`${statementClass} border-stone-200 dark:border-stone-700`}>
        <span className={`size-5 shrink-0 ${bar}`} />
        <span className="flex flex-1 flex-col gap-2">
          <span className={`h-5 w-32 ${bar}`} />
          <span className={`h-4 w-full max-w-md ${bar}`} />
        </span>
      </div>
      <SkeletonGroup title="Invoices and credit notes" />
      <SkeletonGroup title="What the tables add up to (taxable value)" />
    </div>
  );
}
