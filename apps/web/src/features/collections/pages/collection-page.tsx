import type { Collection } from '@svarna/contracts';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { buttonClass } from '../../../components/ui/button';
import { isApiError, serverMessage } from '../../../lib/http-client';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCollection } from '../api/get-collection';
import { CollectionBanner } from '../components/collection-banner';
import { CollectionProducts } from '../components/collection-products';
import { collectionTypeLabel, isComingSoon, productCountLabel, untilLabel } from '../lib/collection-rules';
import { pageSizeFrom } from '../lib/load-more';

function CollectionDetail({ collection }: { collection: Collection }) {
  const [searchParams] = useSearchParams();
  const pageSize = pageSizeFrom(searchParams.get('limit'));
  const until = untilLabel(collection);
  const comingSoon = isComingSoon(collection);
  return (
    <>
      <CollectionBanner collection={collection} />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <ul
          aria-label="About this collection"
          className="mb-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700 dark:text-stone-300"
        >
          <li data-testid="collection-count">{productCountLabel(collection.productCount)}</li>
          <li>
            <span className="sr-only">Type: </span>
            {collectionTypeLabel(collection.collectionType)}
          </li>
          {until && <li>{until}</li>}
        </ul>
        {comingSoon ? (
          <div className="rounded-lg border border-stone-200 px-4 py-12 text-center dark:border-stone-700">
            <h2 className="text-2xl font-semibold">Coming Soon</h2>
            <p className="mt-2 text-stone-700 dark:text-stone-300">
              This collection is not open for shopping right now. Explore our other collections meanwhile.
            </p>
            <Link
              to={paths.collections.to()}
              className="mt-4 inline-block font-medium underline underline-offset-4"
            >
              Back to Collections
            </Link>
          </div>
        ) : (
          <CollectionProducts slug={collection.slug} pageSize={pageSize} />
        )}
      </div>
    </>
  );
}

export function CollectionPage() {
  const { slug = '' } = useParams();
  const { data: collection, error, isPending } = useCollection(slug);
  useDocumentTitle(collection?.title ?? (error ? 'Collection not found' : 'Collection'));

  useEffect(() => {
    // A missing collection is an expected answer; anything else is worth a log line.
    if (error && !(isApiError(error) && error.status === 404))
      console.error('Failed to load collection', error);
  }, [error]);

  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading collection" />
      </div>
    );
  }
  if (error || !collection) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold sm:text-3xl">
          {serverMessage(error) ?? 'Collection not found'}
        </h1>
        <Link to={paths.collections.to()} className={buttonClass({ className: 'mt-6' })}>
          Back to Collections
        </Link>
      </div>
    );
  }
  // key: another collection starts over at its first page
  return <CollectionDetail key={collection._id} collection={collection} />;
}

export default CollectionPage;
