import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGstr1Summary } from '../api/gstr1';
import { SelectField } from '../components/form-fields';
import { Gstr1Downloads } from '../components/gstr1-downloads';
import { Gstr1SummarySkeleton, Gstr1SummaryView } from '../components/gstr1-summary';
import { LoadProblem } from '../components/load-problem';
import { gstMonths, istMonth, monthName, readGstMonth } from '../lib/gst-months';

/**
 * /admin/gst: a month's GSTR-1 for the owner and the accountant: the month's totals, whether the tables
 * reconcile, and each table as a CSV for the GST offline tool. The month is the URL's (?month=YYYY-MM),
 * else the previous Indian month, the one a return is usually filed for.
 */
export function AdminGstPage() {
  useDocumentTitle('GST returns · Order desk');
  const [params, setParams] = useSearchParams();
  // the clock is read once per visit: the months offered do not change under the owner's finger
  const [now] = useState(() => new Date());
  const months = gstMonths(now);
  const month = readGstMonth(params.get('month'), now);
  const { data, error } = useGstr1Summary(month);

  return (
    <section aria-labelledby="gst-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="gst-heading" className="text-2xl font-semibold">
          GST returns
        </h1>
        <p className="max-w-prose text-stone-700 dark:text-stone-300">
          GSTR-1 for a month, from the invoices and credit notes issued in it (India's time).
        </p>
      </div>
      <div className="max-w-xs">
        <SelectField
          id="gst-month"
          label="Month"
          value={month}
          onChange={(event) => setParams({ month: event.target.value })}
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {monthName(m)}
              {m === istMonth(now) ? ' (so far)' : ''}
            </option>
          ))}
        </SelectField>
      </div>

      <section aria-labelledby="gst-summary-heading" className="flex flex-col gap-4">
        <h2 id="gst-summary-heading" className="text-lg font-semibold">
          {monthName(month)} at a glance
        </h2>
        {error ? (
          <LoadProblem error={error} what="the month's totals" />
        ) : !data ? (
          <>
            <span role="status" className="sr-only">
              Loading the totals for {monthName(month)}
            </span>
            <Gstr1SummarySkeleton />
          </>
        ) : (
          <Gstr1SummaryView summary={data} />
        )}
      </section>

      <section aria-labelledby="gst-files-heading" className="flex flex-col gap-3">
        <h2 id="gst-files-heading" className="text-lg font-semibold">
          Files for {monthName(month)}
        </h2>
        <p className="max-w-prose text-stone-700 dark:text-stone-300">
          Each file has the columns of the GST offline tool. In the tool, import each one into the sheet of
          the same name: <span className="font-medium">b2cs, b2cl, cdnur, hsn(b2c)</span> and{' '}
          <span className="font-medium">docs</span>. A table with nothing to report downloads with its column
          headers only.
        </p>
        <Gstr1Downloads month={month} />
      </section>
    </section>
  );
}
