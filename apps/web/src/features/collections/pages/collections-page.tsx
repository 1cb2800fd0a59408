import { useEffect } from 'react';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCollections } from '../api/get-collections';
import { CollectionCard } from '../components/collection-card';

/** Cards in the first row load eagerly: they are above the fold on every width. */
const EAGER_CARDS = 3;

export function CollectionsPage() {
  useDocumentTitle('Our Collections');
  const { data, error, isPending, isFetching, refetch } = useCollections();

  useEffect(() => {
    if (error) console.error('Failed to load collections', error);
  }, [error]);

  let body: React.ReactNode;
  if (isPending && !error) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label="Loading collections" />
      </div>
    );
  } else if (error) {
    body = (
      <div className="py-16 text-center">
        <p role="alert" className="text-lg font-medium">
          Failed to load collections
        </p>
        <Button
          type="button"
          onClick={() => refetch()}
          disabled={isFetching}
          variant="primary"
          className="mt-6"
        >
          Try Again
        </Button>
      </div>
    );
  } else if (data.length === 0) {
    body = (
      <div className="py-16 text-center">
        <p className="text-lg font-medium">No collections found</p>
        <p className="mt-2 text-stone-700 dark:text-stone-300">Check back later for new collections</p>
      </div>
    );
  } else {
    body = (
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((collection, index) => (
          <li key={collection._id}>
            <CollectionCard collection={collection} priority={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">Our Collections</h1>
        <p className="mt-2 text-stone-700 dark:text-stone-300">
          Discover amazing products curated just for you
        </p>
      </header>
      {body}
    </div>
  );
}

export default CollectionsPage;
