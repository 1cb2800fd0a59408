import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
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
        <Link to={paths.shop.to()} className={buttonClass()}>
          Shop all products
        </Link>
        <Link to={paths.collections.to()} className={buttonClass({ variant: 'outline' })}>
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
      <Button type="button" onClick={onRetry} variant="primary" className="mt-6">
        Try Again
      </Button>
    </div>
  );
}
