import type { AdminProduct } from '@svarna/contracts';
import { actorLabel, dateTime } from '../lib/admin-display';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  import: 'Imported',
};

/** Who changed the product, when, and which fields: folded away at the foot of the form. */
export function ProductHistory({ changes }: { changes: AdminProduct['changes'] }) {
  return (
    <details className="rounded-lg border border-stone-200 p-4 dark:border-stone-700">
      <summary className="min-h-11 cursor-pointer py-2.5 font-semibold">
        Change history ({changes.length})
      </summary>
      {changes.length === 0 ? (
        <p className="mt-2 text-stone-700 dark:text-stone-300">No changes recorded yet.</p>
      ) : (
        <ol className="mt-2 flex flex-col divide-y divide-stone-200 dark:divide-stone-700">
          {changes.map((change) => (
            <li key={change.id} className="py-2">
              <p className="font-medium">
                {ACTIONS[change.action] ?? change.action}
                {change.fields.length > 0 && `: ${change.fields.join(', ')}`}
              </p>
              <p className="text-sm text-stone-700 dark:text-stone-300">
                {actorLabel(change.actor, change.actorName)} · {dateTime(change.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
