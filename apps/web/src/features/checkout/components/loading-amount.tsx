import { formatRupees } from '../../../lib/price';

/** An amount in rupees, or while the cart is on its way a placeholder about as wide as one. */
export function Amount({ rupees, loading }: { rupees: number; loading: boolean }) {
  if (!loading) return <>{formatRupees(rupees)}</>;
  return (
    <span className="inline-block h-[1em] w-16 rounded bg-stone-200 align-middle motion-safe:animate-pulse dark:bg-stone-700">
      <span className="sr-only">Loading</span>
    </span>
  );
}
