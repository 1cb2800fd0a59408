import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

export function ListingLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 text-center" aria-busy="true">
      <p role="status" className="text-lg text-stone-700 dark:text-stone-300">
        Category Loading...
      </p>
    </div>
  );
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-5 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

/** An unknown category or subcategory: say so and offer the whole catalogue and the collections. */
export function ListingNotFound({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
      <p className="mt-4 text-stone-700 dark:text-stone-300">
        We could not find what you were looking for. It may have been renamed or removed. Browse the full
        catalogue or our curated collections instead.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.shop.to()} className={`${linkClass} bg-brand text-on-brand hover:brightness-110`}>
          Shop all products
        </Link>
        <Link
          to={paths.collections.to()}
          className={`${linkClass} border-2 border-stone-900 hover:bg-stone-100 dark:border-stone-100 dark:hover:bg-stone-800`}
        >
          Browse collections
        </Link>
      </div>
    </div>
  );
}

/** A failure other than not-found: the server's message and a retry. */
export function ListingError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p role="alert" className="text-lg font-medium">
        {message}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className={`${linkClass} mt-6 bg-brand text-on-brand hover:brightness-110`}
      >
        Try Again
      </button>
    </div>
  );
}
