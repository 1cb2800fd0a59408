import type { AdminImportReport } from '@svarna/contracts';

/** A report's numbers at a glance: two abreast on a phone, four on a wider screen. */
export function ImportCounts({ report }: { report: AdminImportReport }) {
  const will = report.dryRun;
  const counts = [
    [will ? 'Would be created' : 'Created', report.created.length],
    [will ? 'Would change' : 'Changed', report.updated.length],
    ['Unchanged', report.unchanged.length],
    ['Refused rows', report.errors.length],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {counts.map(([label, count]) => (
        <div
          key={label}
          className={`rounded-md border p-3 ${
            label === 'Refused rows' && count > 0
              ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
              : 'border-stone-200 dark:border-stone-700'
          }`}
        >
          <dt className="text-sm">{label}</dt>
          <dd className="text-2xl font-semibold">{count}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One sentence for the status line: what the file would do, or did. */
export function reportSummary(report: AdminImportReport): string {
  const parts = report.dryRun
    ? [
        `${report.created.length} would be created`,
        `${report.updated.length} would change`,
        `${report.unchanged.length} unchanged`,
      ]
    : [
        `${report.created.length} created`,
        `${report.updated.length} changed`,
        `${report.unchanged.length} unchanged`,
      ];
  const refused = report.errors.length;
  const tail = refused > 0 ? `; ${refused} ${refused === 1 ? 'row' : 'rows'} refused` : '';
  return `${report.dryRun ? 'Dry run' : 'Imported'}: ${parts.join(', ')}${tail}.`;
}
