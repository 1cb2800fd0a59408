import type { CsvRefusal } from '../lib/product-csv-file';

const rowName = (refusal: CsvRefusal) => (refusal.row === 1 ? 'Row 1 (header)' : `Row ${refusal.row}`);

/** The rows the server refused, by row (1 is the header line) and column: a table on a desk, cards on a phone. */
export function CsvRefusals({ refusals }: { refusals: CsvRefusal[] }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm lg:table">
        <caption className="sr-only">Refused rows</caption>
        <thead className="border-b border-stone-300 dark:border-stone-600">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Row
            </th>
            <th scope="col" className="py-2 pr-3">
              Column
            </th>
            <th scope="col" className="py-2">
              Problem
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 dark:divide-stone-700">
          {refusals.map((refusal) => (
            <tr key={`${refusal.row}-${refusal.column}-${refusal.message}`}>
              <td className="py-2 pr-3 whitespace-nowrap">{rowName(refusal)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{refusal.column}</td>
              <td className="py-2 text-red-800 dark:text-red-200">{refusal.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label="Refused rows" className="flex flex-col gap-2 lg:hidden">
        {refusals.map((refusal) => (
          <li
            key={`${refusal.row}-${refusal.column}-${refusal.message}`}
            className="rounded-md border border-red-200 p-3 dark:border-red-900"
          >
            <p className="font-semibold">
              {rowName(refusal)} · {refusal.column}
            </p>
            <p className="break-words text-red-800 dark:text-red-200">{refusal.message}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
