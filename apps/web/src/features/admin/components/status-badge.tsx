import type { OrderStatus } from '@svarna/contracts';
import { statusLabel } from '../lib/admin-display';

const TONES: Record<OrderStatus, string> = {
  pending: 'bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
  processing: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  confirmed: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  shipped: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200',
  delivered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ${TONES[status]}`}>
      {statusLabel(status)}
    </span>
  );
}
