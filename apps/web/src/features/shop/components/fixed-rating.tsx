import { Star } from 'lucide-react';

/** The quick view's fixed rating: always 4 of 5 stars (no real rating is shown there). */
export function FixedRating() {
  return (
    <div role="img" aria-label="4 out of 5 stars" className="flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-5 ${n <= 4 ? 'fill-amber-500 text-amber-600 dark:fill-amber-400 dark:text-amber-400' : 'text-stone-400'}`}
        />
      ))}
    </div>
  );
}
