import { knownStatus, ORDER_STATUS_LABELS } from '../../orders';

const TONES: Record<string, string> = {
  processing: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  confirmed: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  shipped: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900/40 dark:text-indigo-100',
  delivered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  cancelled: 'bg-stone-200 text-stone-900 dark:bg-stone-700 dark:text-stone-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
};
const PENDING_TONE = 'bg-stone-100 text-stone-900 dark:bg-stone-800 dark:text-stone-100';

export function OrderStatusBadge({ status }: { status: string }) {
  const known = knownStatus(status);
  return (
    <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONES[known] ?? PENDING_TONE}`}>
      <span className="sr-only">Status: </span>
      {ORDER_STATUS_LABELS[known]}
    </span>
  );
}
