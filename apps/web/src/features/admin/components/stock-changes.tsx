import type { AdminProductStock } from '@svarna/contracts';
import { actorLabel, dateTime } from '../lib/admin-display';

/** Past changes, newest first as the server lists them: who, when, what, from → to and why. */
export function StockChanges({ product }: { product: AdminProductStock }) {
  const labelOf = (variantId: string | null) =>
    variantId ? (product.variants.find((v) => v._id === variantId)?.label ?? 'Variant') : 'Product';
  return (
    <section aria-labelledby="stock-changes-heading">
      <h3 id="stock-changes-heading" className="mb-2 font-semibold">
        Past changes
      </h3>
      {product.changes.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">No changes yet.</p>
      ) : (
        <ul className="divide-y divide-stone-200 text-sm dark:divide-stone-700">
          {product.changes.map((change) => (
            <li key={change.id} className="py-2">
              <span className="font-medium">
                {labelOf(change.variantId)}: {change.previous} → {change.next}
              </span>
              {change.reason && <span className="block">{change.reason}</span>}
              <span className="block text-stone-700 dark:text-stone-300">
                {actorLabel(change.actor, change.actorName)} ·{' '}
                <time dateTime={change.at}>{dateTime(change.at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
